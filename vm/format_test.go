package vm

import (
	"math"
	"testing"
)

// Double.toString and Float.toString as JDK 17 prints them (checked with
// jshell): at least two digits, so the smallest subnormals read 4.9E-324
// and 1.4E-45, not 5.0E-324 and 1.0E-45.
func TestJavaFloatingStrings(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{javaDouble(math.SmallestNonzeroFloat64), "4.9E-324"},
		{javaFloat(math.SmallestNonzeroFloat32), "1.4E-45"},
		{javaDouble(1e7), "1.0E7"},
		{javaDouble(0.001), "0.001"},
		{javaDouble(-0.0001), "-1.0E-4"},
		{javaFloat(0.1), "0.1"},
		{javaDouble(100), "100.0"},
		{javaDouble(math.Inf(-1)), "-Infinity"},
	} {
		if c.got != c.want {
			t.Errorf("got %s, want %s", c.got, c.want)
		}
	}
}
