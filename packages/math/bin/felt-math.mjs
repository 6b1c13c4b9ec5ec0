#!/usr/bin/env node
// `felt-math` inside this repository runs the CLI from source (the published package's bin
// is dist/cli.js, set in publishConfig), so it works before any build.
import { register } from 'tsx/esm/api'

register()
await import('../src/cli.ts')
