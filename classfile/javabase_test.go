package classfile

import (
	"runtime"
	"sync"
	"testing"
)

// javaBaseBytes reads every class of java.base into memory once.
var javaBaseBytes = sync.OnceValues(func() (map[string][]byte, error) {
	a, err := OpenJavaBase()
	if err != nil {
		return nil, err
	}
	defer a.Close()
	out := map[string][]byte{}
	for _, n := range a.Names() {
		b, _, _, err := a.Find(n)
		if err != nil {
			return nil, err
		}
		out[n] = b
	}
	return out, nil
})

func loadJavaBase(tb testing.TB) map[string][]byte {
	tb.Helper()
	m, err := javaBaseBytes()
	if err != nil {
		tb.Skipf("java.base not available: %v", err)
	}
	return m
}

// Every class of java.base parses, and every method body decodes.
func TestParseJavaBase(t *testing.T) {
	classes := loadJavaBase(t)
	if len(classes) < 2000 {
		t.Fatalf("only %d classes in java.base", len(classes))
	}
	methods := 0
	for name, b := range classes {
		cf, err := Parse(b, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if cf.Name != name {
			t.Fatalf("%s: class name %s", name, cf.Name)
		}
		for _, m := range cf.Methods {
			if _, err := cf.DecodeMethod(m); err != nil {
				t.Fatalf("%v", err)
			}
			methods++
		}
	}
	t.Logf("%d classes, %d methods", len(classes), methods)
}

// parseAll parses every class with one goroutine per CPU.
func parseAll(tb testing.TB, classes [][]byte) {
	var wg sync.WaitGroup
	n := runtime.GOMAXPROCS(0)
	for w := 0; w < n; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < len(classes); i += n {
				if _, err := Parse(classes[i], ""); err != nil {
					tb.Error(err)
					return
				}
			}
		}(w)
	}
	wg.Wait()
}

// BenchmarkParseJavaBase parses every class of java.base (bytes already in
// memory). Target: under 1 s per iteration on a 2-core machine.
func BenchmarkParseJavaBase(b *testing.B) {
	m := loadJavaBase(b)
	var classes [][]byte
	size := 0
	for _, c := range m {
		classes = append(classes, c)
		size += len(c)
	}
	b.SetBytes(int64(size))
	b.ReportMetric(float64(len(classes)), "classes")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		parseAll(b, classes)
	}
}

// BenchmarkReadAndParseJavaBase includes opening the jmod and inflating
// every entry.
func BenchmarkReadAndParseJavaBase(b *testing.B) {
	for i := 0; i < b.N; i++ {
		a, err := OpenJavaBase()
		if err != nil {
			b.Skip(err)
		}
		names := a.Names()
		classes := make([][]byte, len(names))
		var wg sync.WaitGroup
		n := runtime.GOMAXPROCS(0)
		for w := 0; w < n; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for j := w; j < len(names); j += n {
					classes[j], _, _, _ = a.Find(names[j])
					if _, err := Parse(classes[j], names[j]); err != nil {
						b.Error(err)
					}
				}
			}(w)
		}
		wg.Wait()
		a.Close()
	}
}
