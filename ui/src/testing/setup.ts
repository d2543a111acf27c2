import { configure } from '@testing-library/react';

/**
 * Every screen test waits up to 5 s for what it looks for. The first render in a file loads the screen's
 * modules, which takes over testing-library's default second on a machine busy with other test files.
 */
configure({ asyncUtilTimeout: 5000 });
