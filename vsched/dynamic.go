package vsched

import (
	"strings"

	"weft/classfile"
	"weft/explore"
	"weft/vm"
)

// raceSeen is what the value schedule says of a dynamic pair's origin.
const raceSeen = "race seen in the first execution"

// dynKey is the access of a dynamic pair that runtime access a is: its
// program line (Access.User's, Pos), which for an access the VM makes in
// JDK code (HashMap.putVal's write of its table under the program's
// counts.put) is the program's call into the JDK. model.vkey maps every
// access under that call to it once the line is in dynAt; the dynamic
// alias check (sameVar) then picks the JDK's accesses of the trigger's
// own variable, as for the calls the analysis summarizes (stateAt).
func dynKey(a vm.Access) key {
	return key{lineSite(a.User, a.Pos), vmOp(a.Kind)}
}

// addRaces makes dynamic pairs of data races the static analysis made no
// pair of (Strategy.unforeseenRaces): each race's two accesses become
// partners of each other, as a static RW pair's do, ranked after the
// static partners of either access. Their accesses have no PEG nodes to
// ask reachability of: the threads that performed them do (dynReach).
func (m *model) addRaces(races []explore.Race) {
	if m.dynAt == nil {
		m.dynAt = map[classfile.Site]bool{}
	}
	add := func(a, b vm.Access) {
		ka, kb := dynKey(a), dynKey(b)
		for _, q := range m.partners[ka] {
			if q.K == kb {
				return
			}
		}
		m.partners[ka] = append(m.partners[ka], partner{K: kb, Kind: kindRW, Var: varName(b), Pos: b.Pos, dyn: true})
	}
	for _, r := range races {
		m.dynAt[dynKey(r.A).Site] = true
		m.dynAt[dynKey(r.B).Site] = true
		add(r.A, r.B)
		add(r.B, r.A)
	}
}

// dynamic reports whether k is an access only dynamic pairs name: no PEG
// node is there to ask reachability of.
func (m *model) dynamic(k key) bool {
	return m.dynAt[k.Site] && len(m.targets[k]) == 0
}

// dynReach is reachability for an access of a dynamic pair: a thread can
// still perform it if it is one of the threads seen performing it (in
// the first execution or since), or if no thread has been seen to.
func (s *Strategy) dynReach(t int, k key) bool {
	ds := s.doersAny[k]
	return len(ds) == 0 || ds[t]
}

// varName names the variable of a runtime access for a dynamic pair:
// "HashMap.table", "Counter.hits", a file, an array element "[]".
func varName(a vm.Access) string {
	if a.HasObj && a.Obj.IsFile() {
		return a.Obj.String()
	}
	if a.Field == "" {
		return "[]"
	}
	f := classfile.DottedName(a.Field)
	if i := strings.LastIndexByte(f, '.'); i >= 0 {
		if j := strings.LastIndexByte(f[:i], '.'); j >= 0 {
			f = f[j+1:]
		}
	}
	return f
}

// startDynamic begins the search of the dynamic pairs once the static
// pairs' is exhausted: the first execution's unforeseen races become
// pairs, the threads that performed their accesses their doers, and the
// state matching starts afresh (a state where only static pairs were
// stored has not been searched for these). It reports whether there is
// anything to search; the next execution (run.dynOnly) then replays the
// first one and makes backtracking points for the dynamic pairs only.
func (s *Strategy) startDynamic() bool {
	if s.dynStarted || s.m == nil {
		return false
	}
	s.dynStarted = true
	if s.firstEvents != nil {
		s.unforeseen, s.firstEvents = s.unforeseenRaces(s.firstEvents), nil
	}
	if len(s.unforeseen) == 0 {
		return false
	}
	s.m.addRaces(s.unforeseen)
	for _, r := range s.unforeseen {
		for _, a := range []vm.Access{r.A, r.B} {
			k := dynKey(a)
			if s.doersAny[k] == nil {
				s.doersAny[k] = map[int]bool{}
			}
			s.doersAny[k][a.Thread] = true
		}
	}
	s.seen = map[uint64]map[pairSig]bool{}
	s.reversed = map[[2]key]bool{}
	return true
}

// unreversed returns the unforeseen races whose second access was never
// made to precede the first by a dynamic pair's fulfilment.
func (s *Strategy) unreversed() []explore.Race {
	var out []explore.Race
	for _, r := range s.unforeseen {
		if !s.reversed[[2]key{dynKey(r.A), dynKey(r.B)}] {
			out = append(out, r)
		}
	}
	return out
}
