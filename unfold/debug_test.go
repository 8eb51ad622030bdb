package unfold

import (
	"os"
	"testing"
	"time"

	"weft/explore"
)

func TestDebugJar(t *testing.T) {
	jar := os.Getenv("UF_JAR")
	if jar == "" {
		t.Skip()
	}
	p := &explore.Program{Jar: jar, ClassPath: []string{jar}, Args: splitArgs(os.Getenv("UF_ARGS"))}
	if err := p.Open(); err != nil {
		t.Fatal(err)
	}
	debugMissed = func(tg *event, sched []*event, exec *explore.Execution) {
		t.Logf("missed %v %v pre=%v", tg, debugU.net.keyAt(tg.op.k), condIDs(tg))
	}
	u := &Unfold{Contextual: os.Getenv("UF_CTX") != "", Exhaustive: true}
	debugU = u
	x := explore.NewExplorer(p, explore.Budget{Timeout: 30 * time.Second, MaxSteps: 20_000_000})
	exec, err := u.Explore(x)
	t.Logf("err=%v bug=%v stats=%+v", err, exec != nil && exec.Bug != nil, u.Stats)
	if os.Getenv("UF_DUMP") != "" {
		for _, e := range u.net.events {
			t.Logf("%v %v pre=%v", e, u.net.keyAt(e.op.k), condIDs(e))
		}
	}
}

// debugU is TestDebugJar's exploration, for its missed-target hook.
var debugU *Unfold

func splitArgs(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	cur := ""
	for _, r := range s {
		if r == ' ' {
			out = append(out, cur)
			cur = ""
			continue
		}
		cur += string(r)
	}
	return append(out, cur)
}

func condIDs(e *event) []int {
	var ids []int
	e.conds(func(c *cond) { ids = append(ids, c.id) })
	return ids
}

func TestDebugFig(t *testing.T) {
	name := os.Getenv("UF_FIG")
	if name == "" {
		t.Skip()
	}
	p := compile(t, name)
	p.Args = splitArgs(os.Getenv("UF_ARGS"))
	u := &Unfold{Contextual: os.Getenv("UF_CTX") != ""}
	debugMissed = func(tg *event, sched []*event, exec *explore.Execution) {
		t.Logf("missed %v %v pre=%v vpre=%v sched=%v", tg, u.net.keyAt(tg.op.k), condIDs(tg), tg.vpre, sched)
		for _, e := range exec.Events {
			t.Logf("   run: t%d %v %v", e.Thread, e.Kind, e.Obj)
		}
	}
	exploreAll(t, p, u)
	t.Logf("stats=%+v", u.Stats)
	for _, e := range u.net.events {
		t.Logf("%v %v wake=%v pre=%v", e, u.net.keyAt(e.op.k), e.op.wake, condIDs(e))
	}
}
