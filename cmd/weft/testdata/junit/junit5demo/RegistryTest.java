package junit5demo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

// A JUnit 5 test with a check-then-act race on a map: two threads ask for
// the id of the same name; both may find none and register different ids.
class RegistryTest {
    static int registries;
    private Registry registry;

    @BeforeAll
    static void resetCount() {
        registries = 0;
    }

    @BeforeEach
    void setUp() {
        registry = new Registry();
        registries++;
    }

    @Test
    void sameNameSameId() throws InterruptedException {
        int[] ids = new int[2];
        Thread a = new Thread(() -> ids[0] = registry.idFor("alice"), "client-a");
        Thread b = new Thread(() -> ids[1] = registry.idFor("alice"), "client-b");
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(ids[0], ids[1], "one name, one id");
    }

    @Test
    void distinctNames() {
        assertEquals(0, registry.idFor("alice"));
        assertEquals(1, registry.idFor("bob"));
        assertEquals(0, registry.idFor("alice"));
    }

    @AfterEach
    void tearDown() {
        registry = null;
    }

    @AfterAll
    static void registriesMade() {
        assertEquals(true, registries > 0, "@BeforeEach never ran");
    }
}

class Registry {
    private final Map<String, Integer> ids = new HashMap<>();
    private int next;

    int idFor(String name) {
        Integer id = ids.get(name);
        if (id == null) {
            id = next++;
            ids.put(name, id);
        }
        return id;
    }
}
