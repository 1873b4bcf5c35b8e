// Package browser holds Cubist's browser tests: they build the site,
// serve it on 127.0.0.1, and drive Debian's headless Chromium through
// github.com/chromedp/chromedp the way a person uses the page. Screenshots
// are written to tools/browser/screenshots/.
//
// Run them with `go test ./tools/browser`; `make test` runs them with the
// rest. Chromium must be installed (apt-get install chromium); set
// CUBIST_SKIP_BROWSER=1 to skip them on a machine without it.
package browser
