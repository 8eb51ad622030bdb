package vm

// CurrentPid is the VM's process id, what ProcessHandle.current().pid()
// returns: a constant, so that runs and replays agree whatever weft's own
// process is.
const CurrentPid = 4242

// The VM's own process (ProcessHandle.current()): its pid, alive, with
// no parent and no children that the program can see. Starting,
// waiting for or destroying processes stays unmodelled
// (unmodelledNative says so).
func init() {
	p := "java/lang/ProcessHandleImpl."
	reg(p+"initNative()V", noop)
	reg(p+"getCurrentPid0()J", retConst(CurrentPid))
	// isAlive0: the start time of a live process, 0 when unknown, -1 for
	// no such process.
	reg(p+"isAlive0(J)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if int64(a[0]) == CurrentPid {
			return 0, nil
		}
		return ^uint64(0), nil
	})
	reg(p+"parent0(JJ)J", retConst(^uint64(0)))
	reg(p+"getProcessPids0(J[J[J[J)I", retConst(0))
}
