//go:build js && wasm

// Package ui holds what every part of the editor page uses to reach the
// page: elements as dom/v2's concrete type, the error line and the notice,
// the phone's tabs, window.Cubist, tasks that run on the workers, and
// downloads. It knows no puzzle and no part of the page.
package ui
