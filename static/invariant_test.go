package static

import "testing"

// TestInvariantFieldCases: the final flags of FlagCases that may hold
// two values in a run, or be read unset, are not run-invariant: this
// escaping its constructor (into a static field, another object's field,
// an array, a lambda; a copy of this, even after the store, as a final
// field is frozen only at the constructor's end), a JDK superclass whose
// constructor calls an overridable method (TreeMap(Map) calls putAll),
// a constructor reference applied with two flags, a free site in a loop
// or in a method that runs twice. Good's flag, handed down from main's
// one value, is; so is FlagBranches'.
func TestInvariantFieldCases(t *testing.T) {
	a := analyzeFigure(t, "FlagCases")
	for _, c := range []struct {
		class string
		want  bool
	}{
		{"Stat", false}, {"Other", false}, {"Arr", false}, {"Copy", false}, {"Lambda", false},
		{"Super", false}, {"Ref", false}, {"Loop", false}, {"Twice", false}, {"Good", true},
	} {
		if got := a.InvariantField("FlagCases$" + c.class + ".fixed"); got != c.want {
			t.Errorf("%s.fixed: invariant %v, want %v", c.class, got, c.want)
		}
	}
	if !analyzeFigure(t, "FlagBranches").InvariantField("FlagBranches$Worker.fixed") {
		t.Errorf("FlagBranches$Worker.fixed: not invariant")
	}
}
