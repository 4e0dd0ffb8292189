// @ts-check
// The runtime check of ./runtime.mjs as a program's first import: modules run in the order they
// are imported, so this stops a program on the wrong Node before anything else of it runs.
import { requireProjectNode } from './runtime.mjs';

requireProjectNode();
