// @ts-check
/**
 * TypeDoc plugin for `pnpm reference`: names each module as users import it (`@felt/strategy/zero`,
 * not `strategy/src/zero`) and shows the package README on the page of its main entry.
 * TypeDoc's `packages` strategy does both, but builds one TypeScript program per package with
 * its tests (52 s of CPU here, against about 10 s for the one program this config uses).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Converter, MinimalSourceFile, ReflectionKind } from 'typedoc'
import { entryModules } from './entry-modules.mjs'

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const byFile = new Map(entryModules().map((m) => [m.file, m]))
    const project = context.project
    for (const mod of project.getChildrenByKind(ReflectionKind.Module)) {
      const file = mod.sources?.[0]?.fullFileName
      const entry = file && byFile.get(file)
      if (!entry) {
        app.logger.warn(`docs: module ${mod.name} is no package entry point`)
        continue
      }
      mod.name = entry.specifier
      if (entry.specifier.split('/').length !== 2) continue
      const readme = join(entry.dir, 'README.md')
      const { content } = app.converter.parseRawComment(
        new MinimalSourceFile(readFileSync(readme, 'utf8'), readme),
        project.files,
      )
      mod.readme = content
    }
  })
}
