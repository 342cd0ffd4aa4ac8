// The island loader: tiny, deferred, framework-free. Island code is fetched only when an island needs it.
import './styles/main.css';
import { importersFromGlob, scheduleIslands } from './lib/islands/loader';

const importers = importersFromGlob(import.meta.glob('./islands/*/index.tsx'));

scheduleIslands(document, importers);
