import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const receipt = readFileSync('/tmp/pagepreview/receipt.json', 'utf8')
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage({ viewport: { width: 900, height: 900 }, deviceScaleFactor: 3 })
await page.goto('file:///work/main/apps/page/dist/index.html')
await page.fill('#receipt-text', receipt)
await page.click('#receipt-form button[type=submit]')
await page.waitForSelector('#verify-result .verdict')
await (await page.$('.hands'))!.screenshot({ path: '/tmp/pagepreview/hands.png' })
await browser.close()
