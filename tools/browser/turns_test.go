package browser

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/cubist/cubist/solver/format"
)

// TestTakeItApartWithTurns opens a puzzle of our own that comes apart
// only with a turn, ticks "with turns" beside "Check that each comes
// apart", solves, and plays the plan: the turn is named, the view turns
// the piece, and the second program, the one with turns, is fetched
// only now.
func TestTakeItApartWithTurns(t *testing.T) {
	t.Parallel()
	code := turnPuzzleCode(t)
	ctx := onScreen(t, screen{width: 1280, height: 800}, "index.html#p="+code)
	fetched := func() bool {
		return eval[bool](t, ctx, `performance.getEntriesByType("resource").some((e) => e.name.endsWith("/cubist-turns.wasm"))`)
	}
	waitFor(t, ctx, `!document.getElementById("solve").disabled`)
	click(t, ctx, "#disassemble")
	click(t, ctx, "#solve")
	waitFor(t, ctx, `document.getElementById("counts").children.length > 0 && !document.getElementById("solve").disabled`)
	if counts := eval[string](t, ctx, `document.getElementById("counts").textContent`); !strings.Contains(counts, "none come apart") && !strings.Contains(counts, "0 come apart") {
		t.Fatalf("sliding only, the counts say %q", counts)
	}
	if fetched() {
		t.Fatal("the program with turns was fetched before any search asked for turns")
	}
	click(t, ctx, "#rotations")
	click(t, ctx, "#solve")
	waitFor(t, ctx, `document.getElementById("apart-status").textContent.startsWith("Comes apart")`)
	if s := eval[string](t, ctx, `document.getElementById("apart-status").textContent`); s != "Comes apart: level 3, 3 moves." {
		t.Fatalf("with turns: %q", s)
	}
	if !fetched() {
		t.Fatal("the search with turns did not fetch cubist-turns.wasm")
	}
	click(t, ctx, "#take-apart")
	step := func() string { return eval[string](t, ctx, `document.getElementById("build-step").textContent`) }
	click(t, ctx, "#build-next")
	waitFor(t, ctx, `document.getElementById("build-step").textContent.startsWith("Move 1 of")`)
	if s := step(); !strings.Contains(s, "Next: turn B a quarter about +z through (3,1,0).") {
		t.Fatalf("before the turn: %q", s)
	}
	// The frame, hidden by its box in the legend, shows the piece alone.
	click(t, ctx, "#legend input")
	settle(t, ctx)
	before := canvasImage(t, ctx, "#view")
	// The turn takes 24 frames: part way, the piece stands askew.
	withMotion(t, ctx)
	click(t, ctx, "#build-next")
	var mid []byte
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		time.Sleep(60 * time.Millisecond)
		if strings.HasPrefix(step(), "Move 2 of") {
			break
		}
		if shot := canvasImage(t, ctx, "#view"); mid == nil && differs(before, shot) >= 0.002 {
			mid = screenshot(t, ctx, "turn-laptop")
		}
	}
	if mid == nil {
		t.Fatal("the view did not change while the piece turned")
	}
	waitFor(t, ctx, `document.getElementById("build-step").textContent.startsWith("Move 2 of")`)
	if differs(before, canvasImage(t, ctx, "#view")) < 0.002 {
		t.Fatal("after the turn the view is as before it")
	}
	click(t, ctx, "#build-next")
	waitFor(t, ctx, `document.getElementById("build-step").textContent.includes("taken apart")`)
	wholeInView(t, ctx, "after the turn")
}

// TestTurnsInLinks opens a link that asks for the check with turns: the
// boxes are ticked and the puzzle comes apart; the share link, the embed
// element and the frame keep asking for turns, and the frame, opened,
// takes it apart with them.
func TestTurnsInLinks(t *testing.T) {
	t.Parallel()
	code := turnPuzzleCode(t)
	ctx := openPage(t, "index.html#p="+code+"&solve&turns")
	waitFor(t, ctx, `document.getElementById("apart-status").textContent.startsWith("Comes apart")`)
	if s := eval[string](t, ctx, `document.getElementById("apart-status").textContent`); s != "Comes apart: level 3, 3 moves." {
		t.Fatalf("with turns: %q", s)
	}
	if !eval[bool](t, ctx, `document.getElementById("disassemble").checked && document.getElementById("rotations").checked`) {
		t.Fatal("the link did not tick the check and its turns")
	}
	click(t, ctx, "#share")
	waitFor(t, ctx, `document.getElementById("share-link").value !== ""`)
	if link := eval[string](t, ctx, `document.getElementById("share-link").value`); !strings.HasSuffix(link, "&s=1&disassemble&turns") {
		t.Fatalf("share link %q", link)
	}
	click(t, ctx, "#embed")
	waitFor(t, ctx, `document.getElementById("embed-code").value !== ""`)
	element := eval[string](t, ctx, `document.getElementById("embed-code").value`)
	frame := eval[string](t, ctx, `document.getElementById("embed-frame").value`)
	if !strings.Contains(element, " disassemble turns") || !strings.Contains(frame, "&amp;disassemble&amp;turns") {
		t.Fatalf("the embed codes leave the turns out:\n%s\n%s", element, frame)
	}
	// The frame form.
	ctx = openTab(t, baseURL+"embed.html#p="+code+"&solve&turns")
	waitFor(t, ctx, `(() => { const e = document.querySelector("cubist-puzzle"); return !!e && (e.id = "frame", true); })()`)
	waitForState(t, ctx, "frame", "solved")
	if s := partText(t, ctx, "frame", "status"); !strings.Contains(s, "Comes apart: level 3, 3 moves.") {
		t.Fatalf("the frame with turns: %q", s)
	}
}

// turnPuzzleCode is the share code of the T in a frame, which comes apart
// only with a turn.
func turnPuzzleCode(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../cubist/testdata/turns/t-in-a-frame.txt")
	if err != nil {
		t.Fatal(err)
	}
	entries, err := format.Read(data, "t-in-a-frame.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := entries[0].Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	code, err := format.ShareCode(p)
	if err != nil {
		t.Fatal(err)
	}
	return code
}
