`sh -c 'exit 7'`
st = $?
p st.exitstatus, st.success?, st.exited?, st.signaled?, st.to_i >> 8, st.pid.is_a?(Integer)
