package vsched

import (
	"testing"

	"weft/classfile"
	"weft/vm"
)

// A pair access the VM made inside the JDK on the program's behalf names
// the program's method and line, and the JDK method as Via, so that two
// accesses on one line (HashMap.merge's and HashMap.resize's writes under
// one counts.merge call) read differently.
func TestExportVia(t *testing.T) {
	user := classfile.Site{Class: "cache/Stats", Method: "hit(Ljava/lang/String;)V", PC: 17}
	o := ordered{Kind: "RW", Var: "HashMap@Stats.java:7<state>",
		First: vm.Access{Thread: 1, Kind: vm.KWrite, Site: classfile.Site{Class: "java/util/HashMap", Method: "resize()[Ljava/util/HashMap$Node;", PC: 40},
			User: user, Pos: "Stats.java:13"},
		Second: vm.Access{Thread: 0, Kind: vm.KRead, Site: user, User: user, Pos: "Stats.java:13"}}
	e := o.export()
	if e.First.Via != "HashMap.resize" || e.First.Class != "cache.Stats" || e.First.Method != user.Method {
		t.Errorf("first access %+v, want via HashMap.resize in cache.Stats.hit", e.First)
	}
	if e.Second.Via != "" {
		t.Errorf("second access %+v has a via, but the program made it", e.Second)
	}
	want := `RW HashMap@Stats.java:7<state>: thread 1 w in HashMap.resize at cache.Stats.hit(Stats.java:13) → thread 0 r at cache.Stats.hit(Stats.java:13)`
	if got := e.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
