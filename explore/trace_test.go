package explore

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestTraceRoundTrip: Save and LoadTrace give back the trace, with class
// path entries relative to the trace's directory in the file, and messages
// that look like arrays left alone.
func TestTraceRoundTrip(t *testing.T) {
	dir := t.TempDir()
	jar := filepath.Join(dir, "jars", "app.jar")
	tr := &Trace{Format: TraceFormat, Weft: "weft test", Jar: jar, ClassPath: []string{jar, "/elsewhere/lib.jar"},
		Main: "app.Main", Args: []string{"a b", "[1, 2]"}, Entry: "app.Main.main(String[])", Strategy: "dpor", Seed: 7,
		Decisions: []int{0, 0, 1, 2, 1},
		Expect:    Fail{Kind: KindException, Thread: 1, Exception: "java.lang.RuntimeException", Message: "value 20 lost from [10, 11, 21]"}}
	path := filepath.Join(dir, "t.json")
	if err := tr.Save(path); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	for _, want := range []string{`"decisions": [0,0,1,2,1]`, `"jars/app.jar"`, `"/elsewhere/lib.jar"`, `[10, 11, 21]`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("trace file lacks %s:\n%s", want, b)
		}
	}
	got, err := LoadTrace(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, tr) {
		t.Errorf("loaded %+v\nwant %+v", got, tr)
	}
	os.WriteFile(path, []byte(`{"format": "other"}`), 0o644)
	if _, err := LoadTrace(path); err == nil {
		t.Error("loaded a file of another format")
	}
}
