import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startDev } from '../../api/scripts/server.ts'
import { HANG_MS } from './harness.ts'

/** A running local API (wrangler dev on workerd). */
export interface LocalApi {
  readonly url: string
  stop(): Promise<void>
}

/**
 * Starts `wrangler dev` of apps/api (the scripts' `startDev`: Felt's packages bundled from
 * their sources) on a free port as the open demo, serving `assetsDir` as the Worker's static
 * assets, with fresh local storage; resolves once it answers.
 * @throws {Error} with what wrangler printed when it fails or does not start within `timeoutMs`.
 */
export async function startApi(assetsDir: string, timeoutMs = HANG_MS): Promise<LocalApi> {
  const state = mkdtempSync(join(tmpdir(), 'felt-page-test-'))
  try {
    const dev = await startDev(await freePort(), state, {
      timeoutMs,
      assets: assetsDir,
      // Sessions open without an operator key (the open demo), whatever a local .dev.vars says.
      vars: [
        ['OPERATOR_KEY', ''],
        ['DEMO_MODE', 'open'],
        ['SESSION_ID_SECRET', 'page-test-session-id-secret'],
      ],
    })
    return {
      url: dev.base,
      stop: async () => {
        await dev.stop()
        rmSync(state, { recursive: true, force: true })
      },
    }
  } catch (e) {
    rmSync(state, { recursive: true, force: true })
    throw e
  }
}
