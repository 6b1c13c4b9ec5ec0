/**
 * An ARIA tab list: click or Enter selects, Left/Right/Home/End move between tabs,
 * and the location hash (`#verify`, `#play`) opens a tab directly.
 */
export function setupTabs(list: HTMLElement): (id: string) => void {
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
  const select = (tab: HTMLButtonElement, focus = false): void => {
    for (const t of tabs) {
      const on = t === tab
      t.setAttribute('aria-selected', String(on))
      t.tabIndex = on ? 0 : -1
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '')
      if (panel) panel.hidden = !on
    }
    if (focus) tab.focus()
  }
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => {
      select(tab)
      history.replaceState(null, '', `#${tab.getAttribute('aria-controls')}`)
    })
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1
      const to =
        event.key === 'ArrowRight'
          ? i === last
            ? 0
            : i + 1
          : event.key === 'ArrowLeft'
            ? i === 0
              ? last
              : i - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : -1
      if (to < 0) return
      event.preventDefault()
      select(tabs[to]!, true)
    })
  })
  const open = (id: string): void => {
    const tab = tabs.find((t) => t.getAttribute('aria-controls') === id)
    if (tab) select(tab)
  }
  open(location.hash.slice(1))
  return open
}
