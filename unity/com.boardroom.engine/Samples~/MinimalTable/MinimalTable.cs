// The Boardroom package's minimal table: you (seat 0) against the AI at
// any game. Add this component to an empty GameObject in an empty scene
// and press Play. Everything is drawn with OnGUI: the scene and the events
// as JSON text (a real table parses them into cards and panels), one
// button per legal action, Undo and Hint. The AI thinks a slice per frame
// on the main thread (Begin/Step/ThinkTake), so the frame rate holds and
// the same code runs in WebGL builds, which have no threads.

using Boardroom;
using UnityEngine;

public class MinimalTable : MonoBehaviour
{
    [Tooltip("vendors, value-crafter, emergent, emergent-fastplay, crafters, spiel-des-jahres, oh-hell")]
    public string gameId = "oh-hell";
    public int players = 3;
    public string difficulty = "medium";
    [Tooltip("AI iterations per frame: lower keeps the frame rate, higher thinks faster")]
    public ulong iterationsPerFrame = 200;

    const int You = 0;
    BoardroomGame game;
    BoardroomAi ai;    // plays every other seat
    BoardroomAi coach; // hints for you
    uint[] legal;      // reused every frame: the frame loop allocates nothing
    int legalCount;
    bool thinking;
    long seen = -1;
    string names, scene = "", log = "", hint = "";
    Vector2 scroll;

    void Start()
    {
        game = new BoardroomGame(gameId, players, (ulong)System.Environment.TickCount);
        ai = new BoardroomAi(game, difficulty, 1);
        coach = new BoardroomAi(game, "easy", 2);
        uint actionIds, maxLength;
        game.ActionSpace(out actionIds, out maxLength);
        legal = new uint[actionIds];
        string[] all = { "You", "Bea", "Cy", "Di", "Ed", "Flo" };
        names = string.Join(",", all, 0, players);
    }

    void Update()
    {
        int seat = game.ToMove;
        if (seat >= 0 && seat != You)
        {
            if (!thinking)
            {
                ai.Begin(game, seat);
                thinking = true;
            }
            if (ai.Step(iterationsPerFrame)) // a slice of this frame
            {
                thinking = false;
                Play(seat, ai.ThinkTake());
            }
        }
        legalCount = seat == You ? game.LegalActions(legal) : 0;
        scene = game.SceneJson(You, names); // the same string while nothing changed
        string events = game.EventsAfterJson(You, seen, names);
        if (events != "[]")
        {
            log = events + "\n" + log;
            seen = game.NextSeq - 1;
        }
    }

    void Play(int seat, uint action)
    {
        ai.Observe(game, seat, action); // the AI keeps its tree
        game.Apply(seat, action);
        hint = "";
    }

    void OnGUI()
    {
        GUILayout.BeginArea(new Rect(10, 10, Screen.width - 20, Screen.height - 20));
        scroll = GUILayout.BeginScrollView(scroll);
        GUILayout.Label(game.IsTerminal ? "Game over" : thinking ? "The AI is thinking..." : "Your move");
        for (int i = 0; i < legalCount; i++)
            if (GUILayout.Button(game.ActionLabel(legal[i])))
            {
                Play(You, legal[i]);
                break;
            }
        GUILayout.BeginHorizontal();
        int undone;
        if (GUILayout.Button("Undo") && game.TryUndo(You, out undone))
        {
            ai.Reset(); // the AI was told of the moves taken back
            hint = "";
        }
        if (GUILayout.Button("Hint") && game.ToMove == You)
        {
            coach.Analyze(game, You, names); // the coach's budget, blocking: keep it small
            hint = coach.HintJson();
        }
        GUILayout.EndHorizontal();
        if (hint.Length > 0) GUILayout.Label("Hint: " + hint);
        GUILayout.Label("Scene: " + scene);
        GUILayout.Label("Events: " + log);
        GUILayout.EndScrollView();
        GUILayout.EndArea();
    }

    void OnDestroy()
    {
        // In the Editor the native library outlives play mode: free now.
        if (coach != null) coach.Dispose();
        if (ai != null) ai.Dispose();
        if (game != null) game.Dispose();
    }
}
