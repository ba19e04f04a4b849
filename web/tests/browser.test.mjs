// The built web page in a real browser (Debian's Chromium, software WebGL):
// set up a Human vs Computer (Impossible) game with the keyboard alone, play
// it with numpad keys and clicks, and check what the aria-live region
// announced; two pages play each other online; then the page's failures: a
// missing script, a lost WebGL2. The page is served by the game server.
//
//   TICTACTOE_WEB_DIR=<built page> TICTACTOE_SERVER=<tictactoe-server> \
//     node --test web/tests/browser.test.mjs
// Screenshots and timings go to $TICTACTOE_TEST_OUT (default: beside the
// page). TICTACTOE_CHROMIUM names the browser (default /usr/bin/chromium).
//
// The tests are in browser/, one file a concern; this file imports them in
// the order they run, one after another in this one process, sharing the
// server, the browser and its page that browser/harness.mjs sets up
// (`before`) and closes (`after`).

import "./browser/harness.mjs";
import "./browser/local-games.mjs";
import "./browser/ultimate.mjs";
import "./browser/online.mjs";
import "./browser/server-files.mjs";
import "./browser/keyboard.mjs";
import "./browser/look-and-language.mjs";
import "./browser/touch.mjs";
import "./browser/accessibility.mjs";
import "./browser/releases.mjs";
