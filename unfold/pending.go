package unfold

import "iter"

// pendingIndex indexes the exploration's queue of pending extensions for
// merge's candidate scan. The plain scan (candidates) walks the whole
// queue for every test run, since the entries incompatible with the
// targets (of a target's thread, or on a key a target writes or locks) do
// not count against the merge limit: on writes(4), where every pending
// event writes the variable the target writes, 10k entries per run to
// yield none. The index groups the entries by thread, key and whether they
// read (buckets, each in queue order): every entry of a bucket is
// compatible with the targets or none is, so the scan merges, in queue
// order, only the buckets compatible with the targets as they grow, and
// costs what it yields plus the dead entries it meets once (it drops
// them), plus a test per bucket.
type pendingIndex struct {
	seq     int // entries added
	buckets map[bucketKey]*pbucket
	list    []*pbucket // the buckets with entries

	// scan state (one scan at a time)
	stamp   int32
	threads []int32 // by thread: stamp when a target is of the thread
	keysW   []int32 // by key: stamp when a target on it writes or locks (not a read)
	keysR   []int32 // by key: stamp when a target reads it
	heap    []*pbucket
	visited []*pbucket
}

type bucketKey struct {
	k, t int32
	read bool
}

// pbucket holds the queue entries of one thread on one key, reads or
// not, in queue order.
type pbucket struct {
	bucketKey
	ents   []pentry
	pos    int  // the scan's cursor
	inList bool // in pendingIndex.list
}

type pentry struct {
	seq int
	e   *event
}

func newPendingIndex() *pendingIndex {
	return &pendingIndex{buckets: map[bucketKey]*pbucket{}}
}

func keyOfBucket(e *event) bucketKey {
	return bucketKey{k: e.op.k, t: int32(e.thread), read: e.op.kind == opRead}
}

// add appends the pending extension e (the queue's new last entry).
func (x *pendingIndex) add(e *event) {
	bk := keyOfBucket(e)
	b := x.buckets[bk]
	if b == nil {
		b = &pbucket{bucketKey: bk}
		x.buckets[bk] = b
	}
	if !b.inList {
		b.inList = true
		x.list = append(x.list, b)
	}
	b.ents = append(b.ents, pentry{x.seq, e})
	x.seq++
}

// deadEntry reports whether the queue entry e is no candidate for any
// merge: inserted or tried as a target already.
func deadEntry(e *event) bool { return e.id >= 0 || e.target }

func growStamps(s []int32, i int) []int32 {
	if i >= len(s) {
		s = append(s, make([]int32, i+1-len(s))...)
	}
	return s
}

// block records target t for the scan's compatibility test.
func (x *pendingIndex) block(t *event) {
	x.threads = growStamps(x.threads, t.thread)
	x.threads[t.thread] = x.stamp
	k := int(t.op.k)
	if t.op.kind == opRead {
		x.keysR = growStamps(x.keysR, k)
		x.keysR[k] = x.stamp
	} else {
		x.keysW = growStamps(x.keysW, k)
		x.keysW[k] = x.stamp
	}
}

// blocked reports whether b's entries are incompatible with the targets
// recorded by block in this scan (compatible's test).
func (x *pendingIndex) blocked(b *pbucket) bool {
	if int(b.t) < len(x.threads) && x.threads[b.t] == x.stamp {
		return true
	}
	k := int(b.k)
	if k < len(x.keysW) && x.keysW[k] == x.stamp {
		return true
	}
	return !b.read && k < len(x.keysR) && x.keysR[k] == x.stamp
}

// candidates is candidates(target, queue, targets, limit) for the queue
// the index holds (the entries before target in it dead): the same
// events in the same order.
func (x *pendingIndex) candidates(target *event, targets *[]*event, limit int) iter.Seq[*event] {
	return func(yield func(*event) bool) {
		x.stamp++
		if x.stamp < 0 { // wrapped: forget the old stamps
			clear(x.threads)
			clear(x.keysW)
			clear(x.keysR)
			x.stamp = 1
		}
		synced := 0
		sync := func() {
			for ; synced < len(*targets); synced++ {
				x.block((*targets)[synced])
			}
		}
		sync()
		h := x.heap[:0]
		x.visited = x.visited[:0]
		live := x.list[:0]
		for _, b := range x.list {
			b.pos = 0
			// drop the dead entries at the bucket's head
			i := 0
			for i < len(b.ents) && deadEntry(b.ents[i].e) {
				i++
			}
			if i > 0 {
				// resliced, not moved: a bucket the targets come from
				// loses its head at every scan
				clear(b.ents[:i])
				b.ents = b.ents[i:]
			}
			if len(b.ents) == 0 {
				b.inList = false
				delete(x.buckets, b.bucketKey)
				continue
			}
			live = append(live, b)
			if !x.blocked(b) {
				h = append(h, b)
				x.visited = append(x.visited, b)
			}
		}
		clear(x.list[len(live):])
		x.list = live
		heapInit(h)
		defer func() {
			x.heap = h[:0]
			for _, b := range x.visited {
				b.compact()
			}
		}()
		tried := 0
		for len(h) > 0 && tried < limit {
			b := h[0]
			sync()
			if x.blocked(b) {
				h = heapPop(h)
				continue
			}
			e := b.ents[b.pos].e
			b.pos++
			if b.pos == len(b.ents) {
				h = heapPop(h)
			} else {
				heapDown(h, 0)
			}
			if e == target || deadEntry(e) {
				continue
			}
			tried++
			if !yield(e) {
				return
			}
		}
	}
}

// compact drops the dead entries the scan passed, moving the live ones
// before the cursor up to it (the entries after it stay).
func (b *pbucket) compact() {
	j := b.pos
	for i := b.pos - 1; i >= 0; i-- {
		if !deadEntry(b.ents[i].e) {
			j--
			b.ents[j] = b.ents[i]
		}
	}
	clear(b.ents[:j])
	b.ents = b.ents[j:]
	b.pos = 0
}

// The scan's heap of buckets, by the queue position of their next entry.

func (b *pbucket) head() int { return b.ents[b.pos].seq }

func heapInit(h []*pbucket) {
	for i := len(h)/2 - 1; i >= 0; i-- {
		heapDown(h, i)
	}
}

func heapDown(h []*pbucket, i int) {
	for {
		l := 2*i + 1
		if l >= len(h) {
			return
		}
		m := l
		if r := l + 1; r < len(h) && h[r].head() < h[l].head() {
			m = r
		}
		if h[i].head() <= h[m].head() {
			return
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
}

func heapPop(h []*pbucket) []*pbucket {
	n := len(h) - 1
	h[0] = h[n]
	h[n] = nil
	h = h[:n]
	if n > 0 {
		heapDown(h, 0)
	}
	return h
}
