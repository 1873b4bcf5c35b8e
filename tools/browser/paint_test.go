package browser

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// paintedSoma is the Soma cube with a red centre, every other cell blue,
// and one red cube on Z, which only the red centre takes.
var paintedSoma = func() string {
	var blue []string
	for z := range 3 {
		for y := range 3 {
			for x := range 3 {
				if x != 1 || y != 1 || z != 1 {
					blue = append(blue, fmt.Sprintf("[%d,%d,%d]", x, y, z))
				}
			}
		}
	}
	return `{"name":"Painted Soma","pieces":[` +
		`{"name":"V","cells":[[0,0,0],[1,0,0],[0,1,0]]},{"name":"L","cells":[[0,0,0],[1,0,0],[2,0,0],[0,1,0]]},` +
		`{"name":"T","cells":[[0,0,0],[1,0,0],[2,0,0],[1,1,0]]},{"name":"Z","cells":[[0,0,0],[1,0,0],[1,1,0],[2,1,0]],"paint":{"red":[[1,0,0]]}},` +
		`{"name":"A","cells":[[0,0,0],[1,0,0],[1,1,0],[1,1,1]]},{"name":"B","cells":[[0,0,1],[1,0,1],[1,1,1],[1,1,0]]},` +
		`{"name":"P","cells":[[0,0,0],[1,0,0],[0,1,0],[0,0,1]]}],` +
		`"target":{"box":[3,3,3],"paint":{"red":[[1,1,1]],"blue":[` + strings.Join(blue, ",") + `]}},` +
		`"colors":[{"name":"red","rgb":"#d62728"},{"name":"blue","rgb":"#1f77b4"}],"rules":[{"piece":"red","target":"red"}]}`
}()

// redPixels counts the pixels of the 3D view in a shade of the red paint.
func redPixels(t *testing.T, ctx context.Context) int {
	t.Helper()
	return shadedPixels(canvasImage(t, ctx, "#view"), hexColor("#d62728"))
}

// Painted cubes keep their paint in solutions: the newcomer's painted
// Soma, solved, with only Z ticked in the legend, shows Z's red cube; so
// do Build it, Take it apart and the saved picture.
func TestPaintInSolutions(t *testing.T) {
	t.Parallel()
	ctx := openNewPuzzle(t)
	setBox(t, ctx, paintedSoma)
	waitFor(t, ctx, `document.getElementById("puzzle-name").textContent === "Painted Soma"`)
	click(t, ctx, "#disassemble")
	click(t, ctx, "#solve")
	waitFor(t, ctx, `document.getElementById("progress").textContent.startsWith("Done")`)
	eval[bool](t, ctx, `([...document.querySelectorAll('#legend input[type=checkbox]')].forEach(b => {
		if ((b.getAttribute("aria-label") === "Show Z") !== b.checked) b.click();
	}), true)`)
	settle(t, ctx)
	if n := redPixels(t, ctx); n < 100 {
		t.Errorf("the solution with only Z shown has %d red pixels: Z's red cube is not drawn", n)
	}
	screenshot(t, ctx, "paint-solved")
	for _, s := range screens {
		c := onScreen(t, s, "index.html")
		setBox(t, c, paintedSoma)
		waitFor(t, c, `!document.getElementById("solve").disabled`)
		tab(t, c, s, "solve")
		click(t, c, "#solve")
		waitFor(t, c, `document.getElementById("progress").textContent.startsWith("Done")`)
		tab(t, c, s, "solutions")
		screenshot(t, c, "paint-solved-"+s.name)
	}

	// Build it, with Z placed.
	click(t, ctx, "#build")
	for k := 1; k <= 7; k++ {
		click(t, ctx, "#build-next")
		waitFor(t, ctx, fmt.Sprintf(`document.getElementById("build-step").textContent.startsWith("Step %d of 7")`, k))
	}
	settle(t, ctx)
	if n := redPixels(t, ctx); n < 100 {
		t.Errorf("Build it, all placed, with only Z shown: %d red pixels", n)
	}
	click(t, ctx, "#build")

	// Take it apart, at the first move.
	click(t, ctx, "#take-apart")
	click(t, ctx, "#build-next")
	waitFor(t, ctx, `document.getElementById("build-step").textContent.startsWith("Move 1 of")`)
	settle(t, ctx)
	if n := redPixels(t, ctx); n < 100 {
		t.Errorf("Take it apart, move 1, with only Z shown: %d red pixels", n)
	}
	screenshot(t, ctx, "paint-taking-apart")

	// The saved picture.
	dir := t.TempDir()
	allowDownloads(t, ctx, dir)
	img, err := png.Decode(bytes.NewReader(download(t, ctx, dir, "#png")))
	if err != nil {
		t.Fatal(err)
	}
	if n := shadedPixels(img, hexColor("#d62728")); n < 400 {
		t.Errorf("the saved picture has %d red pixels", n)
	}
}

// An embedded puzzle shows its pieces' paint in a solution.
func TestEmbedShowsPaint(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(siteDir, "test-paint")
	os.MkdirAll(dir, 0o755)
	page := `<!doctype html><meta charset="utf-8"><script src="../embed.js" defer></script>
<cubist-puzzle id="p" solve height="240"><script type="application/json">{"name":"Red domino","pieces":[
 {"name":"I","cells":[[0,0,0],[1,0,0]],"paint":{"red":[[0,0,0]]}},{"name":"J","cells":[[0,0,0],[1,0,0]]}],
 "target":{"box":[2,2,1]},"colors":[{"name":"red","rgb":"#d62728"}]}</script></cubist-puzzle>`
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644)
	ctx := openTab(t, baseURL+"test-paint/index.html")
	waitForState(t, ctx, "p", "solved")
	if n := shadedPixels(canvasImageOf(t, ctx, `document.getElementById("p").shadowRoot.querySelector("canvas")`), hexColor("#d62728")); n < 100 {
		t.Errorf("the embedded solution has %d red pixels: the painted cube is not drawn", n)
	}
}
