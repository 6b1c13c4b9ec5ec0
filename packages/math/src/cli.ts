#!/usr/bin/env node
import { main } from './cli/main.ts'
import { nodeIo } from './cli/node-io.ts'

process.exitCode = await main(process.argv.slice(2), nodeIo())
