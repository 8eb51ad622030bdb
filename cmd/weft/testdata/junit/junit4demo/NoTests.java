package junit4demo;

// A class without test methods: weft explore --test must reject it.
public class NoTests {
    public void helper() {
    }
}
