package unfold

// The budget inside the searches. The explorer checks its budget between
// scheduling points, but one scheduling point can add events whose
// possible extensions take long to compute (on examples/poolcounter, one
// thread condition's write candidates were the 49947 copies of a
// variable that another thread read in a spin loop, each tried by a co
// check over a past of as many events). The searches charge their work
// to the net (spend), which polls the explorer's Expired every pollEvery
// units; once it returns the budget error, spend unwinds the search with
// a stopSearch panic, which never leaves the package: Unfold.Explore
// returns the budget error, and the scheduler's Choose cuts the execution
// in progress off with it, which makes Execute return it. The net is
// left half-updated, and the exploration ends with it.

// pollEvery is the work between two polls of the budget: a unit is an
// event of a co check's union, an offered candidate, a node of the write
// search (each a few to some tens of nanoseconds; a poll reads the
// clock).
var pollEvery int64 = 1 << 16

// stopSearch carries the budget error out of a search.
type stopSearch struct{ err error }

// spend charges k units of work and polls the budget when due.
func (n *net) spend(k int) {
	n.work += int64(k)
	if n.work < n.nextPoll {
		return
	}
	n.nextPoll = n.work + pollEvery
	if checkPoll != nil {
		checkPoll(n)
	}
	if n.expired == nil {
		return
	}
	if err := n.expired(); err != nil {
		panic(stopSearch{err})
	}
}

// checkPoll, if set (tests), is called at every poll of the budget,
// before it.
var checkPoll func(n *net)
