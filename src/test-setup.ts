import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
