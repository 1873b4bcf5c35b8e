module github.com/cubist/cubist

go 1.26.8

require (
	github.com/andybalholm/brotli v1.2.8
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/norunners/vert v0.0.0-20221203075838-106a353d42dd
	honnef.co/go/js/dom/v2 v2.0.0-20250304181735-b5e52f05e89d
)

require github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
