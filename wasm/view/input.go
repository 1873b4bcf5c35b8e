//go:build js && wasm

package view

import (
	"math"
	"syscall/js"
)

// listen turns pointer and wheel input into view changes: drag to turn,
// shift-drag, right-drag or two fingers to pan, wheel or pinch to zoom,
// double-click to reset.
func (v *Viewer) listen() {
	type pointer struct{ x, y float64 }
	pointers := map[int]pointer{}
	panning := false
	var down pointer   // where the last single press began, to tell clicks from drags
	var downAt float64 // when it began, in ms, to tell a long press
	travel := 0.0
	on := func(name string, fn func(e js.Value)) {
		v.canvas.Call("addEventListener", name, js.FuncOf(func(_ js.Value, args []js.Value) any {
			fn(args[0])
			return nil
		}))
	}
	pos := func(e js.Value) pointer { return pointer{e.Get("clientX").Float(), e.Get("clientY").Float()} }
	spread := func() (center pointer, dist float64) {
		var ps []pointer
		for _, p := range pointers {
			ps = append(ps, p)
		}
		if len(ps) < 2 {
			return pointer{}, 0
		}
		center = pointer{(ps[0].x + ps[1].x) / 2, (ps[0].y + ps[1].y) / 2}
		return center, math.Hypot(ps[0].x-ps[1].x, ps[0].y-ps[1].y)
	}
	on("pointerdown", func(e js.Value) {
		v.active = true
		v.canvas.Call("setPointerCapture", e.Get("pointerId"))
		pointers[e.Get("pointerId").Int()] = pos(e)
		panning = e.Get("shiftKey").Bool() || e.Get("button").Int() != 0
		down, travel, downAt = pos(e), 0, e.Get("timeStamp").Float()
	})
	on("pointermove", func(e js.Value) {
		id := e.Get("pointerId").Int()
		last, ok := pointers[id]
		if !ok {
			return
		}
		beforeCenter, beforeDist := spread()
		pointers[id] = pos(e)
		now := pos(e)
		dx, dy := now.x-last.x, now.y-last.y
		travel += math.Hypot(dx, dy)
		switch {
		case len(pointers) >= 2:
			center, dist := spread()
			if beforeDist > 0 && dist > 0 {
				v.zoom = clampZoom(v.zoom * dist / beforeDist)
			}
			v.panBy(center.x-beforeCenter.x, center.y-beforeCenter.y)
		case panning:
			v.panBy(dx, dy)
		default:
			v.yaw -= dx * 0.01
			v.pitch = math.Max(-1.5, math.Min(1.5, v.pitch+dy*0.01))
		}
		v.Redraw()
	})
	end := func(e js.Value) { delete(pointers, e.Get("pointerId").Int()) }
	on("pointerup", func(e js.Value) {
		single := len(pointers) == 1
		end(e)
		if single && travel < 5 && e.Get("button").Int() == 0 && v.OnClick != nil {
			rect := v.canvas.Call("getBoundingClientRect")
			long := e.Get("pointerType").String() == "touch" && e.Get("timeStamp").Float()-downAt > longPress
			held := long || e.Get("shiftKey").Bool() || e.Get("altKey").Bool() || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()
			v.OnClick(down.x-rect.Get("left").Float(), down.y-rect.Get("top").Float(), held)
		}
	})
	on("pointercancel", end)
	on("wheel", func(e js.Value) {
		if v.WheelScrollsPage && !e.Get("ctrlKey").Bool() && !v.active {
			return // the page scrolls on past
		}
		e.Call("preventDefault")
		v.zoom = clampZoom(v.zoom * math.Exp(-e.Get("deltaY").Float()*0.001))
		v.Redraw()
	})
	on("pointerleave", func(js.Value) { v.active = false })
	on("dblclick", func(js.Value) { v.Reset() })
	on("keydown", func(e js.Value) {
		if v.key(e.Get("key").String()) {
			e.Call("preventDefault")
		}
	})
	on("contextmenu", func(e js.Value) { e.Call("preventDefault") })
}

// longPress is how long, in ms, a finger rests for a long press.
const longPress = 500

// key turns, zooms or resets the view for a key pressed while the canvas
// has the focus, and reports whether it was one of those keys.
func (v *Viewer) key(name string) bool {
	const step = 0.15
	switch name {
	case "ArrowLeft":
		v.yaw += step
	case "ArrowRight":
		v.yaw -= step
	case "ArrowUp":
		v.pitch = math.Max(-1.5, v.pitch-step)
	case "ArrowDown":
		v.pitch = math.Min(1.5, v.pitch+step)
	case "+", "=":
		v.zoom = clampZoom(v.zoom * 1.15)
	case "-":
		v.zoom = clampZoom(v.zoom / 1.15)
	case "0", "Home":
		v.Reset()
		return true
	default:
		return false
	}
	v.Redraw()
	return true
}

func clampZoom(z float64) float64 { return math.Max(0.3, math.Min(6, z)) }

// panBy moves the view with the pointer, in screen pixels.
func (v *Viewer) panBy(dx, dy float64) {
	h := math.Max(1, v.canvas.Get("clientHeight").Float())
	scale := 3.6 * v.radius / v.zoom * 0.62 / h
	right := vec3{math.Cos(v.yaw), 0, -math.Sin(v.yaw)}
	up := vec3{-math.Sin(v.pitch) * math.Sin(v.yaw), math.Cos(v.pitch), -math.Sin(v.pitch) * math.Cos(v.yaw)}
	move := right.scale(-dx * scale).add(up.scale(dy * scale))
	v.pan = v.pan.add(fromCamera(move))
}
