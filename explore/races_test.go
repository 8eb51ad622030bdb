package explore

import (
	"sort"
	"strings"
	"testing"

	"weft/vm"
)

// racesOf runs main once (the VM's default schedule) and returns its
// races among program accesses, as "File.java:line kind - File.java:line
// kind", the two accesses in order.
func racesOf(t *testing.T, main string) []string {
	t.Helper()
	p := testProgram(t, main)
	if err := p.Open(); err != nil {
		t.Fatal(err)
	}
	x := NewExplorer(p, testBudget)
	ex, err := x.Execute(&vm.FIFO{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range Races(ex.Events, func(a *vm.Access) bool { return a.Site.Class == main }) {
		a, b := r.A.Pos+" "+r.A.Kind.String(), r.B.Pos+" "+r.B.Kind.String()
		out = append(out, min(a, b)+" - "+max(a, b))
	}
	sort.Strings(out)
	return out
}

// Two threads' unsynchronized increments race (lines 7 and 8); main's read
// after joining them (line 18) does not.
func TestRacesLostUpdate(t *testing.T) {
	got := strings.Join(racesOf(t, "LostUpdate"), "\n")
	for _, want := range []string{"LostUpdate.java:7 read - LostUpdate.java:8 write", "LostUpdate.java:8 write - LostUpdate.java:8 write"} {
		if !strings.Contains(got, want) {
			t.Errorf("races:\n%s\nlack %q", got, want)
		}
	}
	if strings.Contains(got, "LostUpdate.java:18") {
		t.Errorf("main's read after the joins races:\n%s", got)
	}
}

// Data handed over by a monitor, an atomic, a volatile, a latch, a Future,
// start and join does not race.
func TestRacesRaceFree(t *testing.T) {
	if got := racesOf(t, "RaceFree"); len(got) > 0 {
		t.Errorf("races in a race-free program:\n%s", strings.Join(got, "\n"))
	}
}

// The hooks DestroyJavaVM starts at a normal end come after every
// non-daemon thread's end (it joins them): a worker's write does not race
// with a hook's read (it did, and vsched warned of the race).
func TestRacesHookAfterEnd(t *testing.T) {
	if got := racesOf(t, "HookJoined"); len(got) > 0 {
		t.Errorf("races:\n%s", strings.Join(got, "\n"))
	}
}
