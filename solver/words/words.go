package words

import "strconv"

// Count writes n with the noun that agrees with it: one for 1, many
// otherwise.
func Count[N ~int | ~int64](n N, one, many string) string {
	return strconv.FormatInt(int64(n), 10) + " " + Noun(n, one, many)
}

// Noun returns one for 1 and many otherwise.
func Noun[N ~int | ~int64](n N, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
