import './style.css'
import { byId } from './dom.ts'
import { setupPlayTab } from './play/play-tab.ts'
import { setupTabs } from './tabs.ts'
import { setupVerifyTab } from './verify/verify-tab.ts'

const openTab = setupTabs(document.querySelector<HTMLElement>('[role="tablist"]')!)
setupVerifyTab()
setupPlayTab(byId('play-root'), openTab)
// The API links only make sense when the page comes from the server.
byId('api-links').hidden = !/^https?:$/.test(location.protocol)
document.documentElement.dataset.ready = 'true'
