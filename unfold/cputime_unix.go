//go:build unix

package unfold

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used (user and system, all
// threads: the garbage collector's too), and false where it is not known.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
