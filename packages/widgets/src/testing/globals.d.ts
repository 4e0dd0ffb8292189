// The browser tests run in mocha (@web/test-runner's default framework), which defines these globals.
/// <reference types="mocha" />
