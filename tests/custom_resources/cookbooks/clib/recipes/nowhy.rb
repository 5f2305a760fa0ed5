clib_nowhy '@OUT@/nowhy.txt' do
  kind 'special'
end
log "identity #{resources('clib_nowhy[@OUT@/nowhy.txt]').identity}"
