package browser

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/cubist/cubist/solver"
	"github.com/cubist/cubist/solver/format"
)

func TestShareLinkRoundTrip(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#example=galakub&solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	click(t, ctx, `#share`)
	waitFor(t, ctx, `document.getElementById("share-link").value !== ""`)
	link := eval[string](t, ctx, `document.getElementById("share-link").value`)
	if !strings.Contains(link, "#p=") || !strings.HasSuffix(link, "&s=1") {
		t.Fatalf("share link %q", link)
	}
	other := openPage(t, "index.html")
	if err := chromedp.Do(other, chromedp.Navigate(link)); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, other, `Cubist.ready`)
	waitFor(t, other, `document.getElementById("counts").children.length > 0`)
	if name := eval[string](t, other, `document.getElementById("puzzle-name").textContent`); name != "Galakub" {
		t.Errorf("the link opened %q", name)
	}
	if of := eval[string](t, other, `document.getElementById("of").textContent`); of != "of 1" {
		t.Errorf("the linked solve says %q", of)
	}
}

// A link whose code was cut short or mistyped gives a message, and the
// page still shows a puzzle. The first is opened as a new page; the
// others as edits of the open page's address, which it opens without a
// reload (the hashchange path), each after a good link (Megaron) has
// taken the last message away.
func TestEditedLinkGivesAMessage(t *testing.T) {
	t.Parallel()
	soma, _ := format.ShareCode(mustExample(t, "soma"))
	var ctx context.Context
	for i, code := range []string{soma[:len(soma)/2], "1" + strings.Repeat("A", 40), "zzz", soma[:10] + "~" + soma[11:]} {
		if i == 0 {
			ctx = openPage(t, "index.html#p="+code)
		} else {
			eval[bool](t, ctx, `(location.hash = "#example=megaron", true)`)
			waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Megaron cube" && document.getElementById("notice").textContent === ""`)
			eval[bool](t, ctx, `(location.hash = "#p=" + `+quote(code)+`, true)`)
		}
		waitFor(t, ctx, `document.getElementById("notice").textContent !== ""`)
		msg := eval[string](t, ctx, `document.getElementById("notice").textContent`)
		if !strings.HasPrefix(msg, "This link does not hold a puzzle Cubist can read") {
			t.Errorf("code %q: %q", code, msg)
		}
		// The page still works: it shows a puzzle and can count it.
		if name := eval[string](t, ctx, `document.getElementById("puzzle-name").textContent`); name == "" {
			t.Errorf("code %q left the page without a puzzle", code)
		}
	}
}

func TestNamesAreText(t *testing.T) {
	t.Parallel()
	evil := `<img src=x onerror=alert(1)>`
	p := mustExample(t, "megaron")
	p.Name = evil
	p.Pieces[0].Name = evil
	code, err := format.ShareCode(p)
	if err != nil {
		t.Fatal(err)
	}
	ctx := openPage(t, "index.html")
	var dialogs atomic.Int32
	if err := chromedp.Listen(ctx, func(ev any) {
		if _, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			dialogs.Add(1)
		}
	}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"index.html#p="+code+"&s=1")); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `Cubist.ready`)
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	time.Sleep(300 * time.Millisecond)
	if name := eval[string](t, ctx, `document.getElementById("puzzle-name").textContent`); name != evil {
		t.Errorf("the name shows as %q", name)
	}
	if box := eval[string](t, ctx, `document.getElementById("puzzle").value`); !strings.Contains(box, evil) {
		t.Errorf("the JSON box does not show the name as typed:\n%s", box)
	}
	if legend := eval[string](t, ctx, `document.getElementById("legend").textContent`); !strings.Contains(legend, evil) {
		t.Errorf("the legend shows %q", legend)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("img").length`); n != 0 || dialogs.Load() != 0 {
		t.Errorf("a name became markup: %d images, %d dialogs", n, dialogs.Load())
	}
}

func mustExample(t *testing.T, name string) *solver.Puzzle {
	t.Helper()
	p, err := solver.ParseJSON([]byte(example(t, name)))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSharedPuzzleIsReadOnlyUntilCopied(t *testing.T) {
	t.Parallel()
	code, _ := format.ShareCode(mustExample(t, "megaron"))
	ctx := openPage(t, "index.html#p="+code)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Megaron cube"`)
	if hidden := eval[bool](t, ctx, `document.getElementById("shared").hidden`); hidden {
		t.Fatal("no read-only banner for a shared puzzle")
	}
	if disabled := eval[bool](t, ctx, `document.getElementById("add-piece").disabled && document.getElementById("puzzle").readOnly`); !disabled {
		t.Error("a shared puzzle can be edited")
	}
	before := eval[string](t, ctx, `document.getElementById("puzzle").value`)
	click(t, ctx, `[data-cell="0,0,0"]`)
	if after := eval[string](t, ctx, `document.getElementById("puzzle").value`); after != before {
		t.Error("a click on the grid changed a shared puzzle")
	}
	mine := eval[int](t, ctx, `[...document.getElementById("mine").options].filter(o => o.value).length`)
	click(t, ctx, `#copy-shared`)
	waitFor(t, ctx, `document.getElementById("shared").hidden && !document.getElementById("add-piece").disabled`)
	if n := eval[int](t, ctx, `[...document.getElementById("mine").options].filter(o => o.value).length`); n != mine+1 {
		t.Errorf("My puzzles went from %d to %d", mine, n)
	}
	click(t, ctx, `[data-cell="0,0,0"]`)
	if after := eval[string](t, ctx, `document.getElementById("puzzle").value`); after == before {
		t.Error("the copied puzzle cannot be edited")
	}
}

// A link to solution N shows that solution.
func TestLinkOpensTheSolutionAskedFor(t *testing.T) {
	t.Parallel()
	ctx := openPage(t, "index.html#p="+shareCode(t, "soma")+"&s=3")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0`)
	if got := eval[string](t, ctx, `document.getElementById("index").value`); got != "3" {
		t.Errorf("the link asked for solution 3; the page shows %s", got)
	}
	if eval[string](t, ctx, `document.getElementById("layers").textContent`) == "" {
		t.Errorf("solution 3's layers are not shown")
	}
}
