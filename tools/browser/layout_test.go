package browser

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver/examples"
)

// screen is a window size the page is laid out for.
type screen struct {
	name          string
	width, height int64
	phone         bool
}

var screens = []screen{{"laptop", 1280, 800, false}, {"phone", 390, 844, true}}

// onScreen opens the page at a screen's size and waits for the solver;
// a page with no solver of its own, such as a post with embedded
// puzzles, waits for nothing.
func onScreen(t *testing.T, s screen, path string) context.Context {
	t.Helper()
	ctx := openTab(t, "about:blank")
	opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(1)}
	if s.phone {
		opts = append(opts, chromedp.EmulateMobile)
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(s.width, s.height, opts...),
		chromedp.Navigate(baseURL+path)); err != nil {
		t.Fatal(err)
	}
	if strings.HasPrefix(path, "index.html") {
		eval[bool](t, ctx, `Cubist.ready`)
	}
	return ctx
}

// visible reports whether an element lies wholly inside the window.
func visible(t *testing.T, ctx context.Context, id string) bool {
	return eval[bool](t, ctx, `(() => {
		const r = document.getElementById(`+quote(id)+`).getBoundingClientRect();
		return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
	})()`)
}

// notWider fails the test if the page is wider than the window.
func notWider(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	if w := eval[float64](t, ctx, `document.documentElement.scrollWidth - innerWidth`); w > 1 {
		t.Errorf("%s: the page is %.0f px wider than the window", what, w)
	}
}

// tab picks a part of the page on a phone, as a person taps the bar.
func tab(t *testing.T, ctx context.Context, s screen, name string) {
	t.Helper()
	if s.phone {
		click(t, ctx, `#tabs [data-tab="`+name+`"]`)
	}
}

// TestLayout walks through a visit at a laptop's and a phone's size:
// first visit, drawing, solving, browsing, building, sharing and an
// error, with a screenshot of each. The 3D view is the largest part of a
// laptop's window; on a phone, one tap reaches each part, a solution is
// on screen after Solve, and nothing is wider than the screen.
func TestLayout(t *testing.T) {
	t.Parallel()
	for _, s := range screens {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			ctx := onScreen(t, s, "index.html#example=soma")
			waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Soma cube"`)
			time.Sleep(300 * time.Millisecond)
			screenshot(t, ctx, s.name+"-1-first-visit")
			if !s.phone {
				share := eval[float64](t, ctx, `(() => { const r = document.getElementById("view").getBoundingClientRect(); return r.width * r.height / (innerWidth * innerHeight); })()`)
				t.Logf("the 3D view takes %.0f%% of the window", 100*share)
				if share < 0.5 {
					t.Errorf("the 3D view takes %.0f%% of a laptop's window; want at least half", 100*share)
				}
			}
			notWider(t, ctx, "first visit")

			tab(t, ctx, s, "draw")
			click(t, ctx, `#piece-list li:nth-child(3) button`)
			time.Sleep(200 * time.Millisecond)
			if !visible(t, ctx, "grid") {
				eval[bool](t, ctx, `(document.getElementById("grid").scrollIntoView({block: "center"}), true)`)
			}
			if s.phone {
				if cell := eval[float64](t, ctx, `document.querySelector("#grid [role=gridcell]").getBoundingClientRect().width`); cell < 32 {
					t.Errorf("grid cells are %.0f px on a phone; want at least 32", cell)
				}
			}
			screenshot(t, ctx, s.name+"-2-drawing")
			notWider(t, ctx, "drawing")

			tab(t, ctx, s, "solve")
			click(t, ctx, `#solve`)
			waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
			time.Sleep(200 * time.Millisecond)
			if !visible(t, ctx, "view") {
				t.Errorf("after Solve the solution is not on screen")
			}
			click(t, ctx, `#next`)
			time.Sleep(200 * time.Millisecond)
			if !s.phone && !visible(t, ctx, "counts") {
				t.Errorf("the counts are not on screen while browsing solutions")
			}
			screenshot(t, ctx, s.name+"-4-browsing")

			tab(t, ctx, s, "solutions")
			click(t, ctx, `#build`)
			for range 3 {
				click(t, ctx, `#build-next`)
				time.Sleep(600 * time.Millisecond)
			}
			screenshot(t, ctx, s.name+"-5-building")
			notWider(t, ctx, "building")

			tab(t, ctx, s, "draw")
			click(t, ctx, `#file-menu summary`)
			time.Sleep(100 * time.Millisecond)
			screenshot(t, ctx, s.name+"-6-file-menu")
			click(t, ctx, `#share`)
			waitFor(t, ctx, `document.getElementById("share-link").value !== ""`)
			if !visible(t, ctx, "share-link") {
				eval[bool](t, ctx, `(document.getElementById("share-link").scrollIntoView({block: "center"}), true)`)
			}
			screenshot(t, ctx, s.name+"-7-sharing")
			notWider(t, ctx, "sharing")

			// Solving a long one, with progress on show.
			if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"index.html#example=bedlam")); err != nil {
				t.Fatal(err)
			}
			eval[bool](t, ctx, `Cubist.ready`)
			waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Bedlam cube"`)
			tab(t, ctx, s, "solve")
			click(t, ctx, `#count`)
			waitFor(t, ctx, `/ [1-9][0-9]* solutions/.test(document.getElementById("progress").textContent)`)
			if !visible(t, ctx, "progress") {
				t.Errorf("the progress is not on screen during a search")
			}
			screenshot(t, ctx, s.name+"-3-solving")
			click(t, ctx, `#stop`)

			// An error: a damaged link.
			code := shareCode(t, "megaron")
			if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"index.html#p="+code[:len(code)-9])); err != nil {
				t.Fatal(err)
			}
			eval[bool](t, ctx, `Cubist.ready`)
			waitFor(t, ctx, `!document.getElementById("notice").hidden`)
			if !visible(t, ctx, "notice") {
				t.Errorf("the damaged link's message is not on screen")
			}
			screenshot(t, ctx, s.name+"-8-error")

			if s.phone {
				for _, name := range examples.Names() {
					for _, part := range []string{"draw", "solve", "solutions"} {
						if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"index.html#example="+name)); err != nil {
							t.Fatal(err)
						}
						eval[bool](t, ctx, `Cubist.ready`)
						waitFor(t, ctx, `document.getElementById("check").textContent !== ""`)
						tab(t, ctx, s, part)
						notWider(t, ctx, fmt.Sprintf("%s, %s", name, part))
					}
				}
			}
		})
	}
}

// TestDarkMode: with the system in dark mode the page and its 3D view
// are dark.
func TestDarkMode(t *testing.T) {
	t.Parallel()
	ctx := openTab(t, "about:blank")
	setMedia(t, ctx, false, &emulation.MediaFeature{Name: "prefers-color-scheme", Value: "dark"})
	if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"index.html#example=soma&solve")); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	settle(t, ctx)
	bg := eval[string](t, ctx, `getComputedStyle(document.body).backgroundColor`)
	if bg != "rgb(20, 23, 28)" {
		t.Errorf("the page's background in dark mode is %s", bg)
	}
	img := canvasImage(t, ctx, "#view")
	r, g, b, _ := img.At(2, 2).RGBA()
	if r>>8 > 60 || g>>8 > 60 || b>>8 > 70 {
		t.Errorf("the 3D view's background in dark mode is %d,%d,%d", r>>8, g>>8, b>>8)
	}
	screenshot(t, ctx, "laptop-dark")
}
