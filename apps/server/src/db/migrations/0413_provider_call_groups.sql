-- Provider calls committed in groups, on the embedded database: its one connection runs one call at a time, and about
-- half of its work per call was the call itself (the protocol, the transaction, the commit), measured as its thread's
-- CPU time (docs/decisions.md). The server sends the bets and wins that arrived while the previous group ran as one
-- statement; each call runs in a subtransaction of its own, so a call that fails leaves the others of its group
-- applied, and the group commits before any of them is answered. PostgreSQL keeps one transaction per call (its pool
-- runs calls side by side, and groups would wait on each other's locks).
CREATE FUNCTION provider_calls(p_calls jsonb, p_idle_minutes integer, p_house_shards integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_call jsonb;
  v_result jsonb;
  v_results jsonb := '[]';
BEGIN
  FOR v_call IN SELECT value FROM jsonb_array_elements(p_calls) LOOP
    BEGIN
      IF v_call->>'op' = 'bet' THEN
        v_result := provider_bet(v_call->>'provider', v_call->>'txId', v_call->>'reqHash', v_call->>'ticketHash',
          v_call->>'roundId', (v_call->>'amount')::bigint, p_idle_minutes, p_house_shards);
      ELSIF v_call->>'op' = 'win' THEN
        v_result := provider_win(v_call->>'provider', v_call->>'txId', v_call->>'reqHash', v_call->>'roundId',
          (v_call->>'memberId')::integer, (v_call->>'amount')::bigint, (v_call->>'final')::boolean,
          NULLIF(v_call->'detail', 'null'::jsonb), p_house_shards);
      ELSE
        RAISE EXCEPTION 'provider call: unknown op %', v_call->>'op';
      END IF;
    EXCEPTION WHEN OTHERS THEN
      v_result := jsonb_build_object('error', SQLERRM, 'code', SQLSTATE);
    END;
    v_results := v_results || jsonb_build_array(v_result);
  END LOOP;
  RETURN v_results;
END $$;
