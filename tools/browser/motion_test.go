package browser

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// setMedia tells the tab's page what the system asks for: less motion
// unless motion is set, and the features given. Every tab starts asking
// for less motion, so that moves and the camera go at once to where they
// end and the tests wait on no animation: a frame drawn costs the machine
// about 25 ms of CPU, and a move of Take it apart drew 40 to 45 of them
// (its 24 steps, and the camera gliding to the new frame).
// The tests of the motion itself ask for it back with withMotion.
func setMedia(t *testing.T, ctx context.Context, motion bool, features ...*emulation.MediaFeature) {
	t.Helper()
	if !motion {
		features = append(features, &emulation.MediaFeature{Name: "prefers-reduced-motion", Value: "reduce"})
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: features}); err != nil {
		t.Fatal(err)
	}
}

// withMotion lets the tab's page move as it does by default: pieces
// slide and drop, and the camera glides.
func withMotion(t *testing.T, ctx context.Context) { setMedia(t, ctx, true) }

// watchFrames starts counting the frames in which the box the 3D view's
// cubes cover changes; the function it returns stops and gives the count.
func watchFrames(t *testing.T, ctx context.Context) func() int {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		const view = document.getElementById("view");
		const w = window.cubistFrames = {changes: 0, on: true};
		let last = view.dataset.frame;
		const look = () => {
			if (view.dataset.frame !== last) [last, w.changes] = [view.dataset.frame, w.changes + 1];
			if (w.on) requestAnimationFrame(look);
		};
		requestAnimationFrame(look);
		return true;
	})()`)
	return func() int {
		t.Helper()
		return eval[int](t, ctx, `(window.cubistFrames.on = false, window.cubistFrames.changes)`)
	}
}
