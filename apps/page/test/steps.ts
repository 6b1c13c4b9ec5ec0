import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { formatCard } from '@felt/cards'
import type { Browser, Page } from 'playwright-core'
import { type Step, shot } from './harness.ts'

interface Context {
  readonly browser: Browser
  /** The local API's URL; it serves the built page at `/`. */
  readonly base: string
  /** The built page's directory (for the file:// test). */
  readonly dist: string
}

interface GameInfo {
  readonly id: string
  readonly title: string
  readonly defaultRuleset: string
  readonly rulesets: Record<string, unknown>
}

const PREFERRED = ['play', 'stand', 'take', 'raise', 'call']

interface GoldenShuffle {
  readonly name: string
  readonly serverSeed: string
  readonly commitment: string
  readonly clientSeed: string
  readonly nonce: number
  readonly cards: number
  readonly deck: string
}

/** The golden shuffles of `@felt/fair` (the same file its own tests and the CLI use). */
function goldenShuffles(): GoldenShuffle[] {
  const path = createRequire(import.meta.url).resolve('@felt/fair/golden.json')
  return (JSON.parse(readFileSync(path, 'utf8')) as { shuffles: GoldenShuffle[] }).shuffles
}

/** Selects a game and rule set in the seeds form that deals from `cards` cards; false if none. */
async function chooseDeckSize(page: Page, cards: number): Promise<boolean> {
  for (const game of await page.$$eval('#seeds-game option', (os) =>
    os.map((o) => (o as HTMLOptionElement).value),
  )) {
    await page.selectOption('#seeds-game', game)
    for (const ruleset of await page.$$eval('#seeds-ruleset option', (os) =>
      os.map((o) => (o as HTMLOptionElement).value),
    )) {
      await page.selectOption('#seeds-ruleset', ruleset)
      if ((await page.getAttribute('#seeds-deck-size', 'data-cards')) === String(cards)) return true
    }
  }
  return false
}

/** Waits until the Play tab is idle, and fails with the page's error message if it shows one. */
async function idle(page: Page): Promise<void> {
  await page.waitForSelector('#play-root:not([aria-busy])')
  const error = await page.$('#play-error .error')
  if (error) throw new Error(`the page shows an error: ${await error.textContent()}`)
}

async function statusOf(page: Page): Promise<string | null> {
  return page.getAttribute('#round-view', 'data-status')
}

/**
 * Plays the open round to the end, then settles it. `first` names the action to take
 * first where offered (a draw: the lowest number of cards it allows; `hit`), so every
 * kind of control is used; after it the round plays on with simple choices.
 */
async function playOut(page: Page, first?: string): Promise<string[]> {
  const taken: string[] = []
  for (let i = 0; i < 24 && (await statusOf(page)) === 'awaiting-action'; i++) {
    const draw =
      first && !taken.includes(first) ? await page.$(`form[data-action-form="${first}"]`) : null
    const buttons = await page.$$('.actions-row button[data-action]')
    const types = await Promise.all(buttons.map((b) => b.getAttribute('data-action')))
    if (await page.$('[data-action="house-way"]')) {
      await page.click('[data-action="house-way"]')
      await page.click('form[data-action-form="set"] button[type="submit"]')
      taken.push('set')
    } else if (draw) {
      const min = Number((await draw.getAttribute('data-min')) ?? 1)
      const boxes = await draw.$$('input[type="checkbox"]')
      for (const box of boxes.slice(0, min)) await box.check()
      await (await draw.$('button[type="submit"]'))!.click()
      taken.push(first!)
    } else if (buttons.length > 0) {
      const wanted = [...(first && !taken.includes(first) ? [first] : []), ...PREFERRED]
      const pick = wanted.map((t) => types.indexOf(t)).find((k) => k >= 0) ?? 0
      await buttons[pick]!.click()
      taken.push(types[pick]!)
    } else {
      throw new Error('a round awaits an action but the page offers none')
    }
    await idle(page)
  }
  // The API settles a round as soon as it is complete; a Settle button covers the rest.
  if ((await statusOf(page)) === 'complete') {
    await page.click('#settle')
    await idle(page)
  }
  assert.equal(await statusOf(page), 'settled', 'the round is settled')
  await page.waitForSelector('#receipt')
  return taken
}

/** The action to try first in a rule set's round, so the test uses every kind of control. */
const FIRST: Readonly<Record<string, string>> = {
  'stud-poker/lunar': 'exchange',
  'stud-poker/oasis': 'switch',
  'stud-poker/russian': 'buy',
  'zero/eight-deck': 'hit',
}

/**
 * Submits a Verify form after clearing the old result, waits for the new one, and
 * returns its verdict (`valid`, `invalid`); fails with the page's message on an error.
 */
async function submitVerify(page: Page, form: string): Promise<string | null> {
  await page.evaluate(() => document.getElementById('verify-result')?.replaceChildren())
  await page.click(`${form} button[type="submit"]`)
  const shown = await page.waitForSelector('#verify-result .verdict, #verify-result .error')
  if ((await shown.getAttribute('class'))?.includes('error')) {
    throw new Error(`the page shows an error: ${await shown.textContent()}`)
  }
  return shown.getAttribute('data-verdict')
}

/** Records every request the page makes that is not to a file or data URL. */
function watchRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (req) => {
    const url = req.url()
    if (!url.startsWith('file:') && !url.startsWith('data:')) seen.push(`${req.method()} ${url}`)
  })
  return seen
}

/**
 * Over the API: deals two Caribbean Stud rounds on one session, folds the second, then the
 * first (so the later round settles first), rotates and returns both revealed receipts.
 */
async function overlappingReceipts(base: string): Promise<Record<string, unknown>[]> {
  const send = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json = (await res.json()) as {
      sessionId: string
      token: string
      round: { id: string; status: string }
      receipt: Record<string, unknown>
    }
    assert.ok(res.ok, `${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
    return json
  }
  const session = await send('POST', '/v1/sessions', undefined, {})
  const s = `/v1/sessions/${session.sessionId}`
  const open: string[] = []
  while (open.length < 2) {
    const dealt = await send('POST', `${s}/deal`, session.token, {
      game: 'stud-poker',
      ruleset: 'caribbean-stud',
      wagers: { ante: 5 },
    })
    if (dealt.round.status !== 'settled') open.push(dealt.round.id)
  }
  for (const id of [open[1], open[0]]) {
    await send('POST', `${s}/rounds/${id}/act`, session.token, { action: { type: 'fold' } })
  }
  await send('POST', `${s}/rotate`, session.token, {})
  return Promise.all(
    open.map(async (id) => (await send('GET', `${s}/rounds/${id}`, session.token)).receipt),
  )
}

/** The browser tests, in order: each step relies on the ones before it. */
export function browserSteps(ctx: Context): Step[] {
  let page: Page
  let games: GameInfo[] = []
  let validReceipt = ''
  const consoleErrors: string[] = []
  // The file:// page, shared by the two offline steps.
  let local: Page | undefined
  const played: string[] = []

  return [
    {
      name: 'serves the page from the Worker with both tabs and labelled controls',
      run: async () => {
        const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } })
        page = await context.newPage()
        page.on('pageerror', (e) => consoleErrors.push(e.message))
        page.on('console', (m) => {
          if (m.type() === 'error') consoleErrors.push(m.text())
        })
        const response = await page.goto(`${ctx.base}/`)
        const csp = response?.headers()['content-security-policy'] ?? ''
        assert.match(csp, /script-src 'sha256-/, 'the page is served with its strict CSP')
        await page.waitForSelector('html[data-ready="true"]')
        assert.equal(await page.getAttribute('#tab-verify', 'aria-selected'), 'true')
        const unlabelled = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLInputElement>('input, select, textarea')]
            .filter(
              (el) =>
                el.type !== 'hidden' &&
                (el.labels?.length ?? 0) === 0 &&
                !el.getAttribute('aria-label'),
            )
            .map((el) => el.id || el.name),
        )
        assert.deepEqual(unlabelled, [], 'every control has a label')
        await shot(page, '01-verify-tab')
        const verify = await fetch(`${ctx.base}/verify`)
        assert.equal(verify.status, 200, 'the page is also served at /verify')
        assert.match(await verify.text(), /Verify a round/)
        const res = await fetch(`${ctx.base}/v1/games`)
        games = ((await res.json()) as { games: GameInfo[] }).games
        assert.ok(
          games.length >= 3,
          `the API lists the games (got ${games.map((g) => g.id).join(', ')})`,
        )
      },
    },
    {
      name: 'switches tabs with the keyboard and starts a session showing the commitment',
      run: async () => {
        await page.focus('#tab-verify')
        await page.keyboard.press('ArrowRight')
        assert.equal(await page.getAttribute('#tab-play', 'aria-selected'), 'true')
        assert.equal(await page.isVisible('#play'), true)
        await page.waitForSelector('#start-session')
        await page.focus('#new-client-seed')
        await page.keyboard.press('Enter')
        await idle(page)
        const commitment = await page.textContent('#commitment')
        assert.match(commitment ?? '', /^[0-9a-f]{64}$/)
        assert.match((await page.textContent('#next-commitment')) ?? '', /^[0-9a-f]{64}$/)
        await shot(page, '02-session')
      },
    },
    {
      name: 'sets a client seed',
      run: async () => {
        await page.fill('#client-seed', 'felt-browser-test')
        await page.click('#set-client-seed')
        await idle(page)
        assert.equal(await page.textContent('#current-client-seed'), 'felt-browser-test')
      },
    },
    {
      name: 'plays a round of every rule set of every game through the page',
      run: async () => {
        for (const game of games) {
          for (const ruleset of Object.keys(game.rulesets)) {
            await page.selectOption('#deal-game', game.id)
            await page.selectOption('#deal-ruleset', ruleset)
            await page.click('#deal')
            await idle(page)
            if (ruleset === game.defaultRuleset) await shot(page, `03-${game.id}-dealt`)
            const taken = await playOut(page, FIRST[`${game.id}/${ruleset}`])
            played.push(`${game.id}/${ruleset}: ${taken.join(', ') || 'settled at the deal'}`)
            if (ruleset === game.defaultRuleset) await shot(page, `04-${game.id}-receipt`)
          }
        }
        console.log(`  # played ${played.join('; ')}`)
        const listed = await page.$$('#history-panel [data-round]')
        assert.equal(listed.length, played.length, 'every settled round is listed')
      },
    },
    {
      name: 'rotates the seed and verifies every round in one click',
      run: async () => {
        await page.click('#rotate')
        await idle(page)
        await page.waitForSelector('#rotation-verdict')
        assert.equal(await page.getAttribute('#rotation-verdict', 'data-verdict'), 'valid')
        const badges = await page.$$eval('#rotation-result li [data-verdict]', (els) =>
          els.map((e) => e.getAttribute('data-verdict')),
        )
        assert.equal(
          badges.filter((b) => b === 'valid').length,
          played.length,
          `all ${played.length} rounds valid`,
        )
        assert.match((await page.textContent('#revealed-server-seed')) ?? '', /^[0-9a-f]{64}$/)
        await shot(page, '05-rotated-and-verified')
      },
    },
    {
      name: 'verifies a round in the Verify tab without any request (valid)',
      run: async () => {
        const requests = watchRequests(page)
        await page.click('#rotation-result button[data-show]')
        await page.waitForSelector('#verify-result .verdict')
        assert.equal(await page.getAttribute('#verify-result .verdict', 'data-verdict'), 'valid')
        assert.equal(await page.getAttribute('[data-commitment]', 'data-commitment'), 'match')
        assert.ok(
          (await page.$$('#verify-result .hand svg.card')).length > 0,
          'hands drawn as cards',
        )
        assert.ok((await page.$$('#verify-result .deck svg.card')).length >= 52, 'the deck drawn')
        validReceipt = await page.inputValue('#receipt-text')
        // Re-run from the form too.
        assert.equal(await submitVerify(page, '#receipt-form'), 'valid')
        assert.deepEqual(requests, [], 'verification sends no request')
        await shot(page, '06-verify-valid')
      },
    },
    {
      name: 'verifies the receipts of two overlapping rounds (a later round settled first), and names a tampered payout',
      run: async () => {
        const receipts = await overlappingReceipts(ctx.base)
        for (const receipt of receipts) {
          await page.fill('#receipt-text', JSON.stringify(receipt))
          assert.equal(await submitVerify(page, '#receipt-form'), 'valid', `round ${receipt.nonce}`)
        }
        assert.ok(await page.$('#verify-result table.ledger'), 'the ledger entries are shown')
        const [first] = receipts as { ledger: { amount: number }[] }[]
        const forged = structuredClone(first!)
        forged.ledger.at(-1)!.amount += 5
        await page.fill('#receipt-text', JSON.stringify(forged))
        assert.equal(await submitVerify(page, '#receipt-form'), 'invalid')
        assert.ok(await page.$('#verify-result li[data-field="ledger[1].amount"]'), 'names it')
      },
    },
    {
      name: 'names the mismatch when one card of a receipt is tampered with (invalid)',
      run: async () => {
        const receipt = JSON.parse(validReceipt) as { dealt: { card: number }[] }
        const original = receipt.dealt[0]!.card
        const used = new Set(receipt.dealt.map((d) => d.card))
        const forged = [...Array(52).keys()].find((c) => !used.has(c))!
        receipt.dealt[0]!.card = forged
        await page.fill('#receipt-text', JSON.stringify(receipt, null, 2))
        assert.equal(await submitVerify(page, '#receipt-form'), 'invalid')
        const item = await page.$('#verify-result li[data-field="dealt[0].card"]')
        assert.ok(item, 'the mismatch dealt[0].card is listed')
        const text = (await item.textContent()) ?? ''
        const names = [formatCard(original), formatCard(forged)]
        assert.ok(text.includes(names[0]!) && text.includes(names[1]!), `names both cards: ${text}`)
        assert.ok(
          await page.$('#verify-result [data-mismatch="true"]'),
          'the tampered card is marked',
        )
        await shot(page, '07-verify-tampered')
        // Without the server seed a receipt is not verifiable yet, and says so.
        const unrevealed = JSON.parse(validReceipt) as Record<string, unknown>
        delete unrevealed.serverSeed
        await page.fill('#receipt-text', JSON.stringify(unrevealed))
        assert.equal(await submitVerify(page, '#receipt-form'), 'waiting')
        // Errors are expected from the API only (a 4xx is logged by the browser).
        assert.deepEqual(
          consoleErrors.filter((e) => !/status of 4\d\d/.test(e)),
          [],
          'no script error and no CSP violation',
        )
      },
    },
    {
      name: 'verifies from the built file opened as file:// (valid, no request)',
      run: async () => {
        const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } })
        local = await context.newPage()
        const errors: string[] = []
        local.on('pageerror', (e) => errors.push(e.message))
        const requests = watchRequests(local)
        await local.goto(pathToFileURL(join(ctx.dist, 'index.html')).href)
        await local.waitForSelector('html[data-ready="true"]')
        await local.fill('#receipt-text', validReceipt)
        assert.equal(await submitVerify(local, '#receipt-form'), 'valid')
        assert.deepEqual(errors, [])
        assert.deepEqual(requests, [], 'the file page makes no request')
        await shot(local, '08-file-url-valid')
      },
    },
    {
      name: 'recomputes every golden shuffle of @felt/fair from seeds alone, offline',
      run: async () => {
        if (!local) {
          const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } })
          local = await context.newPage()
          await local.goto(pathToFileURL(join(ctx.dist, 'index.html')).href)
          await local.waitForSelector('html[data-ready="true"]')
        }
        const page9: Page = local
        const requests = watchRequests(page9)
        await page9.check('input[name="verify-mode"][value="seeds"]')
        let checked = 0
        for (const v of goldenShuffles()) {
          if (!(await chooseDeckSize(page9, v.cards))) {
            console.log(`  # no game deals from ${v.cards} cards: ${v.name} not checked`)
            continue
          }
          await page9.fill('#seeds-server-seed', v.serverSeed)
          await page9.fill('#seeds-commitment', v.commitment)
          await page9.fill('#seeds-client-seed', v.clientSeed)
          await page9.fill('#seeds-nonce', String(v.nonce))
          await submitVerify(page9, '#seeds-form')
          assert.equal(
            await page9.getAttribute('#verify-result .verdict', 'data-verdict'),
            'valid',
            v.name,
          )
          const details = await page9.$('#verify-result details.deck-panel:not([open]) summary')
          if (details) await details.click()
          // The shoe's pictures are drawn when its section opens.
          await page9.waitForSelector('#verify-result .deck svg[data-card]')
          const deck = await page9.$$eval('#verify-result .deck svg[data-card]', (els) =>
            els.map((e) => e.getAttribute('data-card')).join(' '),
          )
          assert.equal(deck, v.deck, `${v.name}: the page's deck is the golden one`)
          if (checked === 0) await shot(page9, '11-seeds-golden-52')
          checked++
        }
        assert.ok(checked >= 3, `checked ${checked} golden shuffles`)
        assert.deepEqual(requests, [], 'no request')
        await page9.context().close()
      },
    },
    {
      name: 'is readable at phone width',
      run: async () => {
        const context = await ctx.browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        })
        const phone = await context.newPage()
        await phone.goto(`${ctx.base}/`)
        await phone.waitForSelector('html[data-ready="true"]')
        await phone.fill('#receipt-text', validReceipt)
        assert.equal(await submitVerify(phone, '#receipt-form'), 'valid')
        // Measured against the device width: a too-wide page would widen the mobile viewport.
        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - 390)
        assert.ok(overflow <= 1, `no sideways scrolling (overflow ${overflow}px)`)
        await shot(phone, '09-phone-verify')
        await phone.click('#tab-play')
        await phone.click('#start-session')
        await phone.waitForSelector('#play-root:not([aria-busy]) #commitment')
        await phone.click('#deal')
        await phone.waitForSelector('#play-root:not([aria-busy]) #round-view')
        const overflowPlay = await phone.evaluate(() => document.documentElement.scrollWidth - 390)
        assert.ok(overflowPlay <= 1, `no sideways scrolling on Play (overflow ${overflowPlay}px)`)
        await shot(phone, '10-phone-play')
        // A reload keeps the session and its open round.
        const title = await phone.textContent('#round-title')
        await phone.reload()
        await phone.waitForSelector('#play-root:not([aria-busy]) #round-view')
        assert.equal(await phone.textContent('#round-title'), title, 'the open round is back')
        await context.close()
      },
    },
  ]
}
