import { mergeConfig } from 'vitest/config'
import { shared } from '../../vitest.shared.ts'
import page from './vite.config.ts'

export default mergeConfig(page, shared)
