/**
 * The widget's only script, inlined and allowed by its hash in the widget's Content-Security-Policy.
 * It records `widget_view` once on load and `widget_click` when a service link is followed, through
 * POST /api/public/:slug/widget-event. The visitor id is random, kept in sessionStorage (no cookie),
 * and skipped when storage is blocked (third-party iframes often are). getRandomValues works in the
 * insecure contexts a partner's http page makes (randomUUID does not). Each event names the page that
 * frames the widget (`location.ancestorOrigins`, else `document.referrer`; none when the widget is
 * opened on its own), so only views on the widget's allowed sites are counted.
 */
export const widgetBeaconScript = `(function(){
var root=document.querySelector('.lektio-widget');if(!root)return;
var slug=root.getAttribute('data-slug'),configId=root.getAttribute('data-config-id'),visitorId;
try{visitorId=sessionStorage.getItem('lektio-visitor');if(!visitorId){var b=new Uint8Array(16);crypto.getRandomValues(b);
visitorId=Array.prototype.map.call(b,function(x){return(x+256).toString(16).slice(1)}).join('');sessionStorage.setItem('lektio-visitor',visitorId)}}catch(e){visitorId=undefined}
var from;try{if(window.top!==window){var a=location.ancestorOrigins;from=a&&a.length?a[0]:document.referrer||undefined}}catch(e){from=undefined}
function send(type,serviceId){var url='/api/public/'+encodeURIComponent(slug)+'/widget-event';
var body=JSON.stringify({configId:configId,type:type,serviceId:serviceId,visitorId:visitorId,referrer:from});
try{if(navigator.sendBeacon&&navigator.sendBeacon(url,new Blob([body],{type:'application/json'})))return}catch(e){}
fetch(url,{method:'POST',headers:{'content-type':'application/json'},body:body,keepalive:true}).catch(function(){})}
send('widget_view');
root.addEventListener('click',function(event){var link=event.target&&event.target.closest?event.target.closest('a[data-service-id]'):null;
if(link)send('widget_click',link.getAttribute('data-service-id'))});
})();`;
