#!/usr/bin/env node
// Entry point: runs the compiled CLI (npm install builds it into dist/).
import { runCli } from "../dist/cli/main.js";

runCli(process.argv.slice(2));
