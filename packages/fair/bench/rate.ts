/**
 * Operations per CPU second (user + system of this process, which a machine shared with
 * other jobs disturbs far less than wall time): the best of 5 runs of about `seconds`.
 */
export async function rate(
  run: (count: number, offset: number) => unknown,
  seconds = 0.4,
): Promise<number> {
  await run(50, 1e9) // warm-up
  let count = 100
  let best = 0
  for (let runs = 0; runs < 5; ) {
    const before = process.cpuUsage()
    await run(count, runs * count)
    const used = process.cpuUsage(before)
    const dt = (used.user + used.system) / 1e6
    if (dt >= seconds) {
      best = Math.max(best, count / dt)
      runs++
    } else {
      count = Math.ceil(count * Math.min(10, (seconds * 1.2) / Math.max(dt, 1e-3)))
    }
  }
  return best
}
