/**
 * Runs before each test file. Test files share their worker's modules (the
 * config's isolate: false) so that packages load once per worker, not once
 * per file; the project's own modules are made afresh for each file, so a
 * file's vi.mock applies to them and no module state leaks between files.
 */
import { vi } from 'vitest';

vi.resetModules();
