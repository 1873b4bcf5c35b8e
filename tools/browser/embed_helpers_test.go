package browser

import (
	"context"
	"testing"
	"time"
)

// inShadow is a JavaScript expression for the part (a class name) of the
// <cubist-puzzle> element with the given id, inside its shadow root.
func inShadow(host, part string) string {
	return `document.getElementById(` + quote(host) + `).shadowRoot.querySelector(` + quote("."+part) + `)`
}

// partText is the text of an embedded puzzle's part.
func partText(t *testing.T, ctx context.Context, host, part string) string {
	t.Helper()
	return eval[string](t, ctx, inShadow(host, part)+`.textContent`)
}

// embedState is how far an embedded puzzle has come: waiting, loading,
// ready, solving, solved or error.
func embedState(t *testing.T, ctx context.Context, host string) string {
	t.Helper()
	return eval[string](t, ctx, inShadow(host, "shell")+`.getAttribute("data-state")`)
}

// waitForState waits until an embedded puzzle reaches one of the states.
func waitForState(t *testing.T, ctx context.Context, host string, states ...string) string {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		s := embedState(t, ctx, host)
		for _, want := range states {
			if s == want {
				return s
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s: waited a minute for %v; it is %q, saying %q", host, states, embedState(t, ctx, host), partText(t, ctx, host, "status"))
	return ""
}

// clickPart clicks an embedded puzzle's button with the mouse.
func clickPart(t *testing.T, ctx context.Context, host, part string) {
	t.Helper()
	mouseDrag(t, ctx, [][2]float64{middleOf(t, ctx, inShadow(host, part), true)})
}

// drawnShare is how much of an embedded puzzle's canvas is drawn on.
func drawnShare(t *testing.T, ctx context.Context, host string) float64 {
	t.Helper()
	covered, _ := pixelStats(canvasImageOf(t, ctx, inShadow(host, "view")), nil)
	return covered
}
