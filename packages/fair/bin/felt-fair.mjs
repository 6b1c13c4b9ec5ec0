#!/usr/bin/env node
// The felt-fair command: the built CLI (dist/cli.js). The file exists before any build, so
// installing the workspace links the bin without a warning; inside the repository run the CLI
// from source with `pnpm -w fair`.
import '../dist/cli.js'
