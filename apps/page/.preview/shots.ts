import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const receipt = readFileSync('/tmp/pagepreview/receipt.json', 'utf8')
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
})
for (const [w, h, name] of [
  [1280, 900, 'desk'],
  [390, 844, 'phone'],
] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } })
  page.on('pageerror', (e) => console.log('pageerror', e.message))
  page.on('console', (m) => console.log('console', m.text()))
  await page.goto('file:///work/main/apps/page/dist/index.html')
  await page.waitForSelector('html[data-ready="true"]')
  await page.screenshot({ path: `/tmp/pagepreview/home-${name}.png` })
  await page.fill('#receipt-text', receipt)
  await page.click('#receipt-form button[type=submit]')
  await page.waitForSelector('#verify-result .verdict, #verify-result .error')
  await page.screenshot({ path: `/tmp/pagepreview/valid-${name}.png`, fullPage: true })
  const r = JSON.parse(receipt)
  r.dealt[2].card = 0
  r.settlement.lines[0].payout += 5
  await page.fill('#receipt-text', JSON.stringify(r))
  await page.click('#receipt-form button[type=submit]')
  await page.waitForSelector('#verify-result .verdict[data-verdict=invalid], #verify-result .error')
  await page.screenshot({ path: `/tmp/pagepreview/bad-${name}.png`, fullPage: true })
}
await browser.close()
