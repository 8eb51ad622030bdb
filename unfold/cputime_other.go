//go:build !unix

package unfold

import "time"

// cpuTime is not known here.
func cpuTime() (time.Duration, bool) { return 0, false }
