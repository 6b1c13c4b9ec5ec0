import './style.css'
import { byId } from './dom.ts'
import { setupPlayTab } from './play/play-tab.ts'
import { setupTabs } from './tabs.ts'
import { setupVerifyTab } from './verify/verify-tab.ts'

const openTab = setupTabs(document.querySelector<HTMLElement>('[role="tablist"]')!)
setupVerifyTab()
setupPlayTab(byId('play-root'), openTab)
document.documentElement.dataset.ready = 'true'
