package browser

import (
	"image/color"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/format"
)

func TestEmbedInABlogPost(t *testing.T) {
	t.Parallel()
	ctx := openTab(t, baseURL+"example-post.html")
	if s := embedState(t, ctx, "tees"); s != "waiting" {
		t.Errorf("the puzzle far down the post is %q before it is scrolled to; it should wait", s)
	}
	waitForState(t, ctx, "soma", "solved")
	if s := embedState(t, ctx, "tees"); s != "waiting" {
		t.Errorf("the puzzle far down the post is %q while out of sight; it should wait", s)
	}
	if got := partText(t, ctx, "soma", "name"); got != "Soma cube" {
		t.Errorf("name %q", got)
	}
	if got := partText(t, ctx, "soma", "pos"); got != "2 of 100+" {
		t.Errorf("solution=2 shows %q, want 2 of 100+ (the embed looks for 100)", got)
	}
	href := eval[string](t, ctx, inShadow("soma", "open")+`.href`)
	code, ok := strings.CutPrefix(strings.TrimSuffix(href, "&s=2"), baseURL+"index.html#p=")
	if !ok || !strings.HasSuffix(href, "&s=2") || !sharesExample(t, code, "soma") {
		t.Errorf("Open in Cubist goes to %q", href)
	}

	// The solution is drawn in the piece colours.
	img := canvasImageOf(t, ctx, inShadow("soma", "view"))
	var colors []color.RGBA
	for _, hex := range solver.Palette[:7] {
		colors = append(colors, hexColor(hex))
	}
	covered, seen := pixelStats(img, colors)
	if covered < 0.05 {
		t.Errorf("the Soma canvas is %.1f%% drawn on", 100*covered)
	}
	nSeen := 0
	for _, s := range seen {
		if s {
			nSeen++
		}
	}
	if nSeen < 4 {
		t.Errorf("only %d of the piece colours show on the Soma canvas", nSeen)
	}
	screenshot(t, ctx, "embed-post-top")

	// Build it step by step with the mouse.
	clickPart(t, ctx, "soma", "next")
	if got := partText(t, ctx, "soma", "pos"); got != "3 of 100+" {
		t.Errorf("after ▶: %q", got)
	}
	clickPart(t, ctx, "soma", "build")
	if got := partText(t, ctx, "soma", "status"); got != "Step 0 of 7." {
		t.Errorf("Build it says %q", got)
	}
	clickPart(t, ctx, "soma", "step-next")
	waitFor(t, ctx, inShadow("soma", "status")+`.textContent.startsWith("Step 1 of 7: lower ")`)
	clickPart(t, ctx, "soma", "step-next")
	waitFor(t, ctx, inShadow("soma", "status")+`.textContent.startsWith("Step 2 of 7: lower ")`)
	time.Sleep(600 * time.Millisecond) // the piece comes down
	twoPieces := drawnShare(t, ctx, "soma")
	clickPart(t, ctx, "soma", "build")
	whole := drawnShare(t, ctx, "soma")
	if twoPieces <= 0.01 || twoPieces >= whole {
		t.Errorf("two pieces cover %.1f%% of the canvas and the whole cube %.1f%%", 100*twoPieces, 100*whole)
	}

	// Dragging turns it.
	before := canvasImageOf(t, ctx, inShadow("soma", "view"))
	xy := middleOf(t, ctx, inShadow("soma", "view"), true)
	var points [][2]float64
	for i := range 9 {
		points = append(points, [2]float64{xy[0] + float64(i)*15, xy[1]})
	}
	mouseDrag(t, ctx, points)
	if d := differs(before, canvasImageOf(t, ctx, inShadow("soma", "view"))); d < 0.02 {
		t.Errorf("dragging changed %.1f%% of the canvas", 100*d)
	}

	// The wheel scrolls the post past the puzzle, until the puzzle is
	// pressed; then it zooms.
	xy = middleOf(t, ctx, inShadow("soma", "view"), true)
	wheel := func() {
		// The protocol wants both deltas and the client leaves out zeros.
		if _, err := chromedp.Call(ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseWheel, X: xy[0], Y: xy[1], DeltaX: 0.01, DeltaY: 120}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
	}
	scrollY := func() float64 { return eval[float64](t, ctx, `scrollY`) }
	// The mouse leaves the puzzle after the drag above, and comes back.
	for _, p := range [][2]float64{{5, 5}, xy} {
		moveMouse(t, ctx, p[0], p[1])
	}
	top := scrollY()
	before = canvasImageOf(t, ctx, inShadow("soma", "view"))
	wheel()
	if scrollY() <= top {
		t.Errorf("the wheel over the puzzle did not scroll the post (scrollY %v, then %v)", top, scrollY())
	}
	xy = middleOf(t, ctx, inShadow("soma", "view"), true)
	mouseDrag(t, ctx, [][2]float64{xy})
	top, before = scrollY(), canvasImageOf(t, ctx, inShadow("soma", "view"))
	wheel()
	if scrollY() != top {
		t.Errorf("after a press on the puzzle, the wheel scrolled the post")
	}
	if d := differs(before, canvasImageOf(t, ctx, inShadow("soma", "view"))); d < 0.02 {
		t.Errorf("after a press, the wheel changed %.1f%% of the canvas", 100*d)
	}
	// Arrow keys turn it.
	before = canvasImageOf(t, ctx, inShadow("soma", "view"))
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
		t.Fatal(err)
	}
	if d := differs(before, canvasImageOf(t, ctx, inShadow("soma", "view"))); d < 0.02 {
		t.Errorf("an arrow key changed %.1f%% of the canvas", 100*d)
	}

	// The second puzzle loads when it is scrolled to; it has no solution,
	// and says why.
	eval[bool](t, ctx, `document.getElementById("tees").scrollIntoView({block: "center"}), true`)
	waitForState(t, ctx, "tees", "solved")
	if got := partText(t, ctx, "tees", "status"); !strings.HasPrefix(got, "No solution") {
		t.Errorf("the five Ts say %q", got)
	}
	if drawnShare(t, ctx, "tees") < 0.03 {
		t.Errorf("the five Ts are not drawn")
	}
	screenshot(t, ctx, "embed-post-second")

	// Both share one module and one worker pool, and nothing of theirs
	// reaches the post's styles, nor the post's theirs.
	if n := eval[int](t, ctx, `performance.getEntriesByType("resource").filter(e => e.name.endsWith("cubist.wasm")).length`); n != 1 {
		t.Errorf("cubist.wasm was fetched %d times", n)
	}
	if n := eval[int](t, ctx, `document.styleSheets.length`); n != 1 {
		t.Errorf("the post has %d style sheets, want its own one", n)
	}
	style := eval[[]string](t, ctx, `(() => {
		const s = getComputedStyle(document.querySelector("p"));
		return [s.color, s.fontFamily, s.fontSize, s.marginBottom, getComputedStyle(document.body).backgroundColor];
	})()`)
	want := []string{"rgb(51, 34, 17)", "Georgia, serif", "18px", "19.8px", "rgb(250, 244, 230)"}
	if strings.Join(style, "|") != strings.Join(want, "|") {
		t.Errorf("the post's paragraphs are styled %q, want %q", style, want)
	}
	inside := eval[[]string](t, ctx, `(() => {
		const b = getComputedStyle(`+inShadow("soma", "next")+`);
		const c = getComputedStyle(`+inShadow("soma", "view")+`);
		return [b.backgroundColor, b.borderTopStyle, c.borderTopStyle];
	})()`)
	if inside[0] == "rgb(255, 0, 0)" || inside[1] == "dashed" || inside[2] == "dashed" {
		t.Errorf("the post's button and canvas styles reached inside the puzzle: %q", inside)
	}
}

func TestEmbedSources(t *testing.T) {
	t.Parallel()
	soma := mustExample(t, "soma")
	burr, err := format.Write(soma, format.KindXMPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(siteDir, "test-sources")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "soma.xmpuzzle"), burr, 0o644)
	os.WriteFile(filepath.Join(dir, "galakub.json"), []byte(example(t, "galakub")), 0o644)
	page := `<!doctype html><meta charset="utf-8"><script src="../embed.js" defer></script>
<cubist-puzzle id="burr" src="soma.xmpuzzle" height="120"></cubist-puzzle>
<cubist-puzzle id="json" src="galakub.json" solve solution="5" height="120"></cubist-puzzle>
<cubist-puzzle id="share" share="` + shareCode(t, "megaron") + `" height="120"></cubist-puzzle>
<cubist-puzzle id="missing" src="nothing-here.json" height="120"></cubist-puzzle>
<cubist-puzzle id="damaged" share="AAAA" height="120"></cubist-puzzle>
<cubist-puzzle id="inline" height="120"><script type="application/json">{"name": "<img src=x onerror=alert(1)>",
  "pieces": [{"name": "I", "cells": [[0,0,0],[1,0,0]], "count": 2}], "target": {"box": [2, 2, 1]}}</script></cubist-puzzle>`
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644)
	ctx := openTab(t, baseURL+"test-sources/index.html")
	for host, want := range map[string]string{
		"burr":    "Soma cube",
		"json":    "Galakub",
		"share":   "Megaron",
		"inline":  "<img src=x onerror=alert(1)>",
		"missing": "Cannot show this puzzle: could not fetch nothing-here.json: 404",
		"damaged": "Cannot show this puzzle: ",
	} {
		eval[bool](t, ctx, `document.getElementById(`+quote(host)+`).scrollIntoView(), true`)
		state := waitForState(t, ctx, host, "ready", "solved", "error")
		name, status := partText(t, ctx, host, "name"), partText(t, ctx, host, "status")
		if strings.HasPrefix(want, "Cannot") {
			if state != "error" || !strings.HasPrefix(status, want) {
				t.Errorf("%s: %s, %q; want an error starting %q", host, state, status, want)
			}
			continue
		}
		if state == "error" || !strings.HasPrefix(name, want) {
			t.Errorf("%s: %s, name %q, saying %q; want the puzzle %q", host, state, name, status, want)
		}
	}
	if n := eval[int](t, ctx, `document.getElementById("inline").shadowRoot.querySelectorAll("img").length + document.querySelectorAll("img").length`); n != 0 {
		t.Errorf("a name made %d img elements", n)
	}
	waitForState(t, ctx, "json", "solved")
	if got := partText(t, ctx, "json", "status"); !strings.HasPrefix(got, "There is no solution 5; 1 solution,") {
		t.Errorf("Galakub asked for solution 5 says %q, want that it has only 1 up to rotation", got)
	}
	if got := partText(t, ctx, "json", "pos"); got != "1 of 1" {
		t.Errorf("Galakub shows %q", got)
	}
	// Changing an attribute shows the new puzzle.
	eval[bool](t, ctx, `document.getElementById("burr").setAttribute("src", "galakub.json"), true`)
	waitFor(t, ctx, inShadow("burr", "name")+`.textContent === "Galakub"`)
	// An element taken out and put back starts again.
	if s := eval[string](t, ctx, `(() => {
		const e = document.getElementById("share"), at = e.nextSibling;
		e.remove();
		document.body.insertBefore(e, at);
		return e.shadowRoot.querySelector(".shell").getAttribute("data-state");
	})()`); s != "waiting" {
		t.Errorf("an element put back is %q, want waiting to load again", s)
	}
	waitForState(t, ctx, "share", "ready")
	// Solve by the button.
	clickPart(t, ctx, "inline", "solve")
	waitForState(t, ctx, "inline", "solved")
	if got := partText(t, ctx, "inline", "pos"); got != "1 of 1" {
		t.Errorf("two dominoes in a 2x2 box: %q", got)
	}
}

func TestEmbedFrame(t *testing.T) {
	t.Parallel()
	ctx := openTab(t, baseURL+"embed.html#p="+shareCode(t, "soma")+"&s=3&build")
	host := `document.querySelector("cubist-puzzle")`
	waitFor(t, ctx, host+`.shadowRoot.querySelector(".shell").getAttribute("data-state") === "solved"`)
	if got := eval[string](t, ctx, host+`.shadowRoot.querySelector(".pos").textContent`); got != "3 of 100+" {
		t.Errorf("the frame shows %q", got)
	}
	fill := eval[float64](t, ctx, host+`.shadowRoot.querySelector("canvas").getBoundingClientRect().height / innerHeight`)
	if fill < 0.6 {
		t.Errorf("the 3D view fills %.0f%% of the frame's height", 100*fill)
	}
	screenshot(t, ctx, "embed-frame")
	// When the browser takes the WebGL context away and gives it back, the
	// puzzle is drawn again.
	lose := host + `.shadowRoot.querySelector("canvas").getContext("webgl2").getExtension("WEBGL_lose_context")`
	eval[bool](t, ctx, `(window.lose = `+lose+`).loseContext(), true`)
	time.Sleep(200 * time.Millisecond)
	eval[bool](t, ctx, `lose.restoreContext(), true`)
	// It is drawn within a few frames, however slowly they come.
	drawn := func() float64 {
		covered, _ := pixelStats(canvasImageOf(t, ctx, host+`.shadowRoot.querySelector("canvas")`), nil)
		return covered
	}
	covered := drawn()
	for deadline := time.Now().Add(10 * time.Second); covered < 0.05 && time.Now().Before(deadline); covered = drawn() {
		time.Sleep(100 * time.Millisecond)
	}
	if covered < 0.05 {
		t.Errorf("after the WebGL context came back, %.1f%% of the canvas is drawn", 100*covered)
	}
	// A new address in the frame shows its puzzle.
	eval[bool](t, ctx, `location.hash = "p=`+shareCode(t, "galakub")+`", true`)
	waitFor(t, ctx, host+`.shadowRoot.querySelector(".name").textContent === "Galakub"`)
}

func TestEmbedOnAnotherSite(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	dir := t.TempDir()
	// The host page has a Go runtime of its own, which must stay its own.
	page := `<!doctype html><meta charset="utf-8"><script>window.Go = function HostGo() {};</script>
<script src="` + baseURL + `embed.js" defer></script>
<cubist-puzzle id="p" example="galakub" solve height="160"></cubist-puzzle>`
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644)
	defer startServer(t, dir, addr)()
	ctx := openTab(t, "http://"+addr+"/")
	waitForState(t, ctx, "p", "solved", "error")
	if got := partText(t, ctx, "p", "status"); !strings.HasPrefix(got, "1 solution,") {
		t.Errorf("on another site Galakub says %q", got)
	}
	if name := eval[string](t, ctx, `window.Go.name`); name != "HostGo" {
		t.Errorf("the host page's Go is now %q", name)
	}
}

func TestEmbedButton(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=galakub&solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	click(t, ctx, `#embed`)
	eval[bool](t, ctx, `document.getElementById("embed-box").scrollIntoView({block: "center"}), true`)
	screenshot(t, ctx, "embed-code")
	code := eval[string](t, ctx, `document.getElementById("embed-code").value`)
	frame := eval[string](t, ctx, `document.getElementById("embed-frame").value`)
	// The page's share code, compressed by the browser, holds the puzzle.
	share := regexp.MustCompile(`<cubist-puzzle share="([^"]+)" solve solution="1"`).FindStringSubmatch(code)
	if !strings.Contains(code, `<script src="`+baseURL+`embed.js" defer></script>`) || share == nil || !sharesExample(t, share[1], "galakub") {
		t.Fatalf("embed code %q", code)
	}
	// Read the frame's HTML as a browser would.
	attrs := eval[[]string](t, ctx, `(() => {
		const f = new DOMParser().parseFromString(document.getElementById("embed-frame").value, "text/html").querySelector("iframe");
		return f ? [f.getAttribute("src"), f.getAttribute("title")] : [];
	})()`)
	if len(attrs) != 2 || attrs[0] != baseURL+"embed.html#p="+share[1]+"&s=1&build" || attrs[1] != "Galakub" {
		t.Errorf("frame code %q reads as %q", frame, attrs)
	}
	// The snippet works in a page of its own.
	os.WriteFile(filepath.Join(siteDir, "test-snippet.html"), []byte("<!doctype html><meta charset=\"utf-8\">\n"+strings.Replace(code, "<cubist-puzzle ", `<cubist-puzzle id="p" `, 1)), 0o644)
	other := openTab(t, baseURL+"test-snippet.html")
	waitForState(t, other, "p", "solved")
	if got := partText(t, other, "p", "pos"); got != "1 of 1" {
		t.Errorf("the pasted snippet shows %q", got)
	}
}

// Without WebGL an embedded puzzle still solves, and says why it shows no
// 3D view.
func TestEmbedWithoutWebGL(t *testing.T) {
	t.Parallel()
	page := `<!doctype html><meta charset="utf-8">
<script>HTMLCanvasElement.prototype.getContext = () => null;</script>
<script src="embed.js" defer></script>
<cubist-puzzle id="p" example="soma" solve></cubist-puzzle>`
	os.WriteFile(filepath.Join(siteDir, "test-no-webgl.html"), []byte(page), 0o644)
	ctx := openTab(t, baseURL+"test-no-webgl.html")
	waitForState(t, ctx, "p", "solved", "error")
	if got := partText(t, ctx, "p", "pos"); got != "1 of 100+" {
		t.Errorf("without WebGL the element shows %q", got)
	}
	if hidden := eval[bool](t, ctx, inShadow("p", "view")+`.hidden`); !hidden {
		t.Errorf("the canvas is shown with nothing to draw on it")
	}
	if got := partText(t, ctx, "p", "status"); !strings.HasPrefix(got, "The first 100 solutions") || !strings.Contains(got, "No 3D view: this browser has no WebGL.") {
		t.Errorf("status %q", got)
	}
}
